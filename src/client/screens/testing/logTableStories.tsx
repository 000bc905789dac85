import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Row } from "../controllers/useScreenTable.ts";
import { loadScreenConfig } from "../registry.ts";
import type { ScreenConfig } from "../screenConfig.ts";
import { ScreenTable, type ScreenTableProps } from "../views/ScreenTable.tsx";
import { fakeTable } from "./fakeTable.ts";

// Stories of a generated log screen's table: newest first, no filters.
const NEWEST_FIRST = { page: 1, sort: { field: "createdAt", direction: "desc" as const }, filters: {} };

/** The meta of a log table's stories: the table's props but its config, which the loader reads. */
export type LogTableMeta = Meta<Omit<ScreenTableProps, "config">>;

/**
 * What a log table's stories meta holds beside its own title (Storybook reads the title as
 * written): the screen's generated config, loaded as the app loads it, and an empty table.
 */
export function logTableMeta(resource: string) {
  return {
    loaders: [async () => ({ config: await loadScreenConfig(resource) })],
    render: (args, { loaded }) => <ScreenTable {...args} config={loaded.config as ScreenConfig} />,
    args: { table: fakeTable({ rows: [], filterable: {}, state: NEWEST_FIRST }) },
  } satisfies LogTableMeta;
}

/** The four states every table screen shows, the last with these rows. */
export function logTableStates(rows: Row[]): Record<"Loading" | "Empty" | "LoadError" | "Success", StoryObj<LogTableMeta>> {
  return {
    Loading: { args: { table: fakeTable({ rows: [], isLoading: true }) } },
    Empty: {},
    LoadError: { args: { table: fakeTable({ rows: [], error: new Error("unavailable") }) } },
    Success: { args: { table: fakeTable({ rows, filterable: {}, state: NEWEST_FIRST }) } },
  };
}
