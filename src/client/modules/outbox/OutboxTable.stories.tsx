import type { Row } from "../../screens/controllers/useScreenTable.ts";
import { logTableMeta, logTableStates, type LogTableMeta } from "../../screens/testing/logTableStories.tsx";

/** The outbox screen's table (screens/outbox.screen.yaml) in each state. */
export default { title: "Screens/Outbox", ...logTableMeta("outbox") } satisfies LogTableMeta;

/** Mails as getOutboxPage answers them: one kept in the outbox (no SMTP), one sent, one refused. */
export const OUTBOX_ROWS: Row[] = [
  {
    id: 3,
    from: "Back-office <no-reply@localhost>",
    to: "centrum@example.test",
    replyTo: "asa@customer.test",
    subject: "Katalogbeställning #17 från Åsa Öberg, 211 22 Malmö",
    text: "Hej Centrum Sängar,",
    createdAt: "2026-03-02T09:15:00.000Z",
    sentAt: null,
    attempts: 0,
    errorMessage: null,
  },
  {
    id: 2,
    from: "Back-office <no-reply@localhost>",
    to: "skane@example.test",
    replyTo: "erik@customer.test",
    subject: "Katalogbeställning #16 från Erik Berg, 222 20 Lund",
    text: "Hej Skåne Sängar,",
    createdAt: "2026-03-01T12:00:00.000Z",
    sentAt: "2026-03-01T12:00:02.000Z",
    attempts: 1,
    errorMessage: null,
  },
  {
    id: 1,
    from: "Back-office <no-reply@localhost>",
    to: "gone@example.test",
    replyTo: null,
    subject: "Catalog request #15 from Anna Holm, 2100 København",
    text: "Hello,",
    createdAt: "2026-02-28T08:30:00.000Z",
    sentAt: null,
    attempts: 1,
    errorMessage: "550 5.1.1 No such user",
  },
];

const states = logTableStates(OUTBOX_ROWS);
export const Loading = states.Loading;
export const Empty = states.Empty;
export const LoadError = states.LoadError;
export const Success = states.Success;
