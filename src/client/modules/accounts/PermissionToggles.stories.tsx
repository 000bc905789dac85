import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import type { PermissionCode } from "../../../shared/permissions.ts";
import { isChosen } from "./permissionToggles.ts";
import { PermissionToggles } from "./PermissionToggles.tsx";
import { usePermissionToggles } from "./usePermissionToggles.ts";

const meta = {
  title: "Accounts/PermissionToggles",
  component: PermissionToggles,
  args: { onToggle: () => {}, isSaving: false, indicator: "idle" },
} satisfies Meta<typeof PermissionToggles>;
export default meta;

type Story = StoryObj<typeof meta>;

const showing = (set: PermissionCode[]) => (code: PermissionCode) => isChosen(set, code);

export const SomePermissions: Story = { args: { isChecked: showing(["catalogOrder", "company", "dashboard"]) } };
export const All: Story = { args: { isChecked: showing(["all"]) } };
export const Saving: Story = { args: { isChecked: showing(["media"]), isSaving: true } };
export const Saved: Story = { args: { isChecked: showing(["media"]), indicator: "saved" } };
export const Failed: Story = { args: { isChecked: showing([]), indicator: "failed" } };

/** The real state machine against a fake server: 600 ms per save, every third save refused. */
function Interactive() {
  const [stored, setStored] = useState<PermissionCode[]>(["dashboard"]);
  const [saves, setSaves] = useState(0);
  const toggles = usePermissionToggles({
    permissions: stored,
    save: (next) =>
      new Promise<void>((resolve, reject) =>
        setTimeout(() => {
          setSaves((n) => n + 1);
          if ((saves + 1) % 3 === 0) return reject(new Error("refused"));
          setStored(next);
          resolve();
        }, 600),
      ),
  });
  return (
    <div>
      <PermissionToggles
        isChecked={toggles.isChecked}
        onToggle={toggles.toggle}
        isSaving={toggles.isSaving}
        indicator={toggles.indicator}
      />
      <pre>stored: {JSON.stringify(stored)}</pre>
    </div>
  );
}

export const WithSaving: Story = { args: { isChecked: () => false }, render: () => <Interactive /> };
