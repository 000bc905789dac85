import type { Row } from "../../screens/controllers/useScreenTable.ts";
import { logTableMeta, logTableStates, type LogTableMeta } from "../../screens/testing/logTableStories.tsx";

/** The purge log screen's table (screens/purge-log.screen.yaml) in each state. */
export default { title: "Screens/PurgeLog", ...logTableMeta("purgeLog") } satisfies LogTableMeta;

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

const states = logTableStates(PURGE_LOG_ROWS);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const LoadError = states.LoadError;
export const Success = states.Success;
