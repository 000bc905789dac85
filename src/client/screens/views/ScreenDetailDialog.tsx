import { Button, DialogBody, DialogFooter, HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";
import { formatCell, valueAt } from "../controllers/formatCell.ts";
import type { ScreenDetail } from "../controllers/useScreenDetail.ts";
import type { ScreenDetailDialog as DetailConfig } from "../screenConfig.ts";

export interface ScreenDetailDialogProps {
  config: DetailConfig;
  /** State from useScreenDetail; nothing renders while it is closed. */
  detail: Pick<ScreenDetail, "row" | "record" | "close">;
}

/** A row's record, read-only: each field of the YAML by its label, formatted like a column. */
export function ScreenDetailDialog({ config, detail }: ScreenDetailDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  if (!detail.row) return null;
  const record = detail.record;
  const close = t("screens.dialog.close");
  return (
    <AppDialog isOpen title={t(config.titleKey)} onClose={detail.close} style={{ width: 560 }}>
      <DialogBody>
        {record ? (
          <HTMLTable compact aria-label={t(config.titleKey)} style={{ width: "100%" }}>
            <tbody>
              {config.fields.map((field) => (
                <tr key={field.field}>
                  <th scope="row" style={{ width: 180 }}>
                    {t(field.labelKey)}
                  </th>
                  <td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                    {formatCell(valueAt(record, field.field), field, t, locale) || "–"}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        ) : (
          <NonIdealState icon={<Spinner size={32} />} title={t("screens.table.loading")} />
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={close} onClick={detail.close} />} />
    </AppDialog>
  );
}
