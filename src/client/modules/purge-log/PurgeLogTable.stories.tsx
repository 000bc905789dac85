import type { Meta, StoryObj } from "@storybook/react-vite";
import type { Row } from "../../screens/controllers/useScreenTable.ts";
import { loadScreenConfig } from "../../screens/registry.ts";
import type { ScreenConfig } from "../../screens/screenConfig.ts";
import { fakeTable } from "../../screens/testing/fakeTable.ts";
import { ScreenTable, type ScreenTableProps } from "../../screens/views/ScreenTable.tsx";

/**
 * Purges as getPurgeLogPage answers them: one only logged (no webhook), one the CDN's webhook
 * took, one it refused from an account since deleted, logged before codes were kept.
 */
export const PURGE_LOG_ROWS: Row[] = [
  {
    id: 3,
    createdAt: "2026-03-02T09:15:00.000Z",
    target: "Main site",
    code: "100001",
    status: "logged",
    response: null,
    account: { id: 7, name: "Åsa Öberg", email: "asa@example.test" },
  },
  {
    id: 2,
    createdAt: "2026-03-01T12:00:00.000Z",
    target: "translations",
    code: "100004",
    status: "sent",
    response: '200 {"estimatedSeconds":5}',
    account: { id: 8, name: "Erik Berg", email: "erik@example.test" },
  },
  {
    id: 1,
    createdAt: "2026-02-28T08:30:00.000Z",
    target: "Image manager",
    code: null,
    status: "failed",
    response: "503 Service Unavailable",
    account: null,
  },
];

const NEWEST_FIRST = { page: 1, sort: { field: "createdAt", direction: "desc" as const }, filters: {} };

/** The purge log screen's table (screens/purge-log.screen.yaml) in each state. */
const meta = {
  title: "Screens/PurgeLog",
  loaders: [async () => ({ config: await loadScreenConfig("purgeLog") })],
  render: (args, { loaded }) => <ScreenTable {...args} config={loaded.config as ScreenConfig} />,
  args: { table: fakeTable({ rows: [], filterable: {}, state: NEWEST_FIRST }) },
} satisfies Meta<Omit<ScreenTableProps, "config">>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { table: fakeTable({ rows: [], isLoading: true }) } };
export const Empty: Story = {};
export const LoadError: Story = { args: { table: fakeTable({ rows: [], error: new Error("unavailable") }) } };
export const Success: Story = { args: { table: fakeTable({ rows: PURGE_LOG_ROWS, filterable: {}, state: NEWEST_FIRST }) } };
