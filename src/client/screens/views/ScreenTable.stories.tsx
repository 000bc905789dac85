import type { Meta, StoryObj } from "@storybook/react-vite";
import { csvExportHref } from "../controllers/csvExport.ts";
import { loadScreenConfig } from "../registry.ts";
import type { ScreenConfig } from "../screenConfig.ts";
import { fakeTable } from "../testing/fakeTable.ts";
import { SITE_ROWS } from "../testing/sitesFixtures.ts";
import { ScreenTable, type ScreenTableProps } from "./ScreenTable.tsx";

type Args = Omit<ScreenTableProps, "config"> & { withCsvExport?: boolean };

/** The sites screen's table in each state; the config is the generated one, as the app uses it. */
const meta = {
  title: "Screens/ScreenTable",
  loaders: [async () => ({ config: await loadScreenConfig("sites") })],
  render: ({ withCsvExport, table, ...args }, { loaded }) => {
    const config = loaded.config as ScreenConfig;
    if (!withCsvExport) return <ScreenTable {...args} table={table} config={config} actions={args.actions ?? config.rowActions} />;
    const exporting = { ...config, csvExport: CSV_EXPORT };
    // useScreenTable builds the link; the fake table gets it the same way.
    const withLink = { ...table, csvHref: csvExportHref(exporting, table.state) };
    return <ScreenTable {...args} table={withLink} config={exporting} actions={args.actions ?? config.rowActions} />;
  },
  args: { table: fakeTable() },
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

// Sites have no export in the contract; this one shows the link as screens with one get it.
const CSV_EXPORT: ScreenConfig["csvExport"] = {
  operationId: "exportLocationsCsv",
  method: "get",
  path: "/rest/company/locations/export-result-as-csv",
  pathParams: [],
  labelKey: "screens.table.exportCsv",
};

export const Loading: Story = { args: { table: fakeTable({ isLoading: true, rows: [] }) } };
export const Empty: Story = { args: { table: fakeTable({ rows: [], total: 0, state: { page: 1, filters: { search: "xyz" } } }) } };
export const LoadError: Story = {
  args: { table: fakeTable({ rows: [], error: { error: { code: "INTERNAL", message: "An unexpected error occurred." } } }) },
};
export const Success: Story = {};
export const SortedByNameDescending: Story = {
  args: {
    table: fakeTable({ rows: [...SITE_ROWS].reverse(), state: { page: 1, sort: { field: "name", direction: "desc" }, filters: {} } }),
  },
};
export const ManyPagesWithEstimateAndExport: Story = {
  args: {
    withCsvExport: true,
    isSelectable: true,
    table: fakeTable({
      total: 123_456,
      totalIsEstimate: true,
      state: { page: 2, sort: { field: "languageCode", direction: "asc" }, filters: { isActive: true } },
      selected: [SITE_ROWS[1]!],
      busy: [SITE_ROWS[2]!],
    }),
  },
};
/** The user hid the slug column with the column chooser (kept per user in the browser). */
export const WithHiddenColumn: Story = {
  args: { table: fakeTable({ columnChoice: { hidden: new Set(["slug"]), canToggle: () => true, toggle: () => {}, showAll: () => {} } }) },
};
/** Every column but one hidden: the last one cannot be hidden. */
export const OneColumnLeft: Story = {
  args: {
    table: fakeTable({
      columnChoice: {
        hidden: new Set(["languageCode", "slug", "isActive", "frontpage.title"]),
        canToggle: (field) => field !== "name",
        toggle: () => {},
        showAll: () => {},
      },
    }),
  },
};
