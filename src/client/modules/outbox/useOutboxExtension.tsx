import { useState } from "react";
import type { ScreenExtension } from "../../screens/screenExtension.ts";
import { OutboxMailDialog } from "./OutboxMailDialog.tsx";
import type { OutboxMessage } from "./outboxTypes.ts";

/** The outbox screen's hand-written part (screens/outbox.screen.yaml): reading a mail. */
export function useOutboxExtension(): ScreenExtension {
  const [reading, setReading] = useState<OutboxMessage | null>(null);
  return {
    runRowAction(actionId, row) {
      if (actionId === "read") setReading(row as OutboxMessage);
    },
    overlays: reading && <OutboxMailDialog mail={reading} onClose={() => setReading(null)} />,
  };
}
