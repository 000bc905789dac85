import { AnchorButton, Button, ButtonGroup, Text } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ScreenTable } from "../controllers/useScreenTable.ts";

export interface ScreenTableFooterProps {
  table: Pick<ScreenTable, "state" | "total" | "totalIsEstimate" | "pageCount" | "setPage" | "csvHref">;
  csvLabelKey?: string;
}

/** Row count ("≈" when the server estimated it), paging and the CSV export link. */
export function ScreenTableFooter({ table, csvLabelKey }: ScreenTableFooterProps) {
  const { t, i18n } = useTranslation();
  const { page } = table.state;
  const total = table.total.toLocaleString(i18n.language?.replace("_", "-") || "sv-SE");
  return (
    <div className="screen-table-footer" style={{ display: "flex", alignItems: "center", gap: 12, marginTop: 8, flexWrap: "wrap" }}>
      <Text>{t(table.totalIsEstimate ? "screens.table.totalEstimate" : "screens.table.total", { total })}</Text>
      {table.pageCount > 1 && (
        <ButtonGroup>
          <Button
            icon="chevron-left"
            aria-label={t("screens.table.previousPage")}
            disabled={page <= 1}
            onClick={() => table.setPage(page - 1)}
          />
          <Button variant="minimal" disabled text={t("screens.table.page", { page, pages: table.pageCount })} />
          <Button
            icon="chevron-right"
            aria-label={t("screens.table.nextPage")}
            disabled={page >= table.pageCount}
            onClick={() => table.setPage(page + 1)}
          />
        </ButtonGroup>
      )}
      {table.csvHref && csvLabelKey && (
        <AnchorButton icon="download" href={table.csvHref} download text={t(csvLabelKey)} style={{ marginLeft: "auto" }} />
      )}
    </div>
  );
}
