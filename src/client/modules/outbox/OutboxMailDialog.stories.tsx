import type { Meta, StoryObj } from "@storybook/react-vite";
import { OutboxMailDialog } from "./OutboxMailDialog.tsx";
import type { OutboxMessage } from "./outboxTypes.ts";

const KEPT: OutboxMessage = {
  id: 3,
  from: "Back-office <no-reply@localhost>",
  to: "centrum@example.test",
  replyTo: "asa@customer.test",
  subject: "Katalogbeställning #17 från Åsa Öberg, 211 22 Malmö",
  text: "Hej Centrum Sängar,\n\nÅsa Öberg vill ha vår katalog.\nStorgatan 1, 211 22 Malmö\n",
  createdAt: "2026-03-02T09:15:00.000Z",
  sentAt: null,
  attempts: 0,
  errorMessage: null,
};

/** A mail of the outbox as staff read it: kept unsent (no SMTP), sent, or refused. */
const meta = {
  title: "Outbox/OutboxMailDialog",
  component: OutboxMailDialog,
  args: { mail: KEPT, onClose: () => {} },
} satisfies Meta<typeof OutboxMailDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const KeptUnsent: Story = {};
export const Sent: Story = { args: { mail: { ...KEPT, id: 2, sentAt: "2026-03-02T09:15:02.000Z", attempts: 1 } } };
export const Refused: Story = {
  args: { mail: { ...KEPT, id: 1, attempts: 1, errorMessage: "550 5.1.1 No such user", replyTo: null, text: null } },
};
