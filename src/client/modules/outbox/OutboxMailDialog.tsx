import { Button, Callout, DialogBody, DialogFooter, HTMLTable } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { formatCell } from "../../screens/controllers/formatCell.ts";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";
import type { OutboxMessage } from "./outboxTypes.ts";

export interface OutboxMailDialogProps {
  mail: OutboxMessage;
  onClose: () => void;
}

/** One mail of the outbox as the store got it (or will): its envelope, state and text. */
export function OutboxMailDialog({ mail, onClose }: OutboxMailDialogProps) {
  const { t } = useTranslation();
  const dateTime = (value: string) => formatCell(value, { format: "datetime" }, t);
  const facts: Array<[string, string | null]> = [
    [t("outbox.mail.from"), mail.from],
    [t("outbox.mail.to"), mail.to],
    [t("outbox.mail.replyTo"), mail.replyTo],
    [t("outbox.mail.created"), dateTime(mail.createdAt)],
    [t("outbox.mail.sent"), mail.sentAt ? dateTime(mail.sentAt) : t("outbox.mail.notSent")],
    [t("outbox.mail.attempts"), String(mail.attempts)],
  ];
  return (
    <AppDialog isOpen title={mail.subject} onClose={onClose} style={{ width: 680 }}>
      <DialogBody>
        {mail.errorMessage && (
          <Callout intent="danger" title={t("outbox.mail.failed")} style={{ marginBottom: 12 }}>
            {mail.errorMessage}
          </Callout>
        )}
        <HTMLTable compact aria-label={t("outbox.mail.envelope")} style={{ width: "100%", marginBottom: 12 }}>
          <tbody>
            {facts.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" style={{ width: 140 }}>
                  {label}
                </th>
                <td>{value ?? "–"}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {/* Focusable so keyboard users can scroll a long mail (axe scrollable-region-focusable, WCAG 2.1.1). */}
        <pre
          aria-label={t("outbox.mail.text")}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          style={{ whiteSpace: "pre-wrap", maxHeight: 360, overflowY: "auto", margin: 0 }}
        >
          {mail.text ?? t("outbox.mail.noText")}
        </pre>
      </DialogBody>
      <DialogFooter actions={<Button text={t("outbox.mail.close")} onClick={onClose} />} />
    </AppDialog>
  );
}
