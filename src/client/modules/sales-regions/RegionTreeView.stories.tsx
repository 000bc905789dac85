import type { Meta, StoryObj } from "@storybook/react-vite";
import { useMemo, useSyncExternalStore } from "react";
import { createRegionTree, type RegionTree } from "./regionTree.ts";
import { RegionTreeView } from "./RegionTreeView.tsx";
import { regionsById, searchRows, swedenCountry } from "./salesRegionFixtures.ts";

/** The tree over fixture regions (answered at once, or never for the loading story), opened as the story says. */
function TreeDemo({ open, isPending = false }: { open?: (tree: RegionTree) => void; isPending?: boolean }) {
  const tree = useMemo(() => {
    const created = createRegionTree(
      (id) => (isPending ? new Promise(() => {}) : Promise.resolve(regionsById[id]!)),
      swedenCountry.regions,
    );
    open?.(created);
    return created;
  }, [open, isPending]);
  const state = useSyncExternalStore(tree.subscribe, tree.getState);
  return (
    <RegionTreeView
      state={state}
      label="Sales regions of Sweden"
      onActivate={(target) => {
        if (target.kind === "group") tree.toggleGroup(target.key);
        else void tree.select(target.kind === "region" ? { kind: "region", id: target.id } : { kind: "zipCode", id: target.id });
      }}
      onToggle={(target) =>
        target.kind === "group" ? tree.toggleGroup(target.key) : target.kind === "region" && void tree.toggleRegion(target.id)
      }
    />
  );
}

const meta = {
  title: "Sales regions/RegionTreeView",
  component: TreeDemo,
  parameters: { layout: "padded" },
} satisfies Meta<typeof TreeDemo>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Level-1 regions only, nothing read yet. */
export const Closed: Story = {};
/** A region with more than 35 zip codes: the server's groups, one split again, opened at a zip code. */
export const ZipCodeGroups: Story = { args: { open: (tree) => void tree.expandTo(searchRows[1]!) } };
/** A region whose children are being read. */
export const Expanding: Story = { args: { isPending: true, open: (tree) => void tree.toggleRegion(1) } };
