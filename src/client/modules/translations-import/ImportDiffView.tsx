import type { ReactNode } from "react";
import { H4, H5, HTMLTable, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { firstRows, type ImportDiff } from "./importFlow.ts";

/** The dry run's diff: counts, then the new texts, the changed ones (old → new) and the invalid rows with their reason. */
export function ImportDiffView({ diff }: { diff: ImportDiff }) {
  const { t } = useTranslation();
  const counts = [
    ["new", diff.new.length],
    ["changed", diff.changed.length],
    ["unchanged", diff.unchanged],
    ["invalid", diff.invalid.length],
    ["skipped", diff.skipped],
  ] as const;
  return (
    <section aria-labelledby="translations-diff-title" style={{ display: "grid", gap: 12 }}>
      <H4 id="translations-diff-title">{t("translationsImport.diff.title")}</H4>
      <dl aria-label={t("translationsImport.diff.summary")} style={{ display: "flex", flexWrap: "wrap", gap: 16, margin: 0 }}>
        {counts.map(([key, count]) => (
          <div key={key} style={{ display: "flex", gap: 6, alignItems: "baseline" }}>
            <dt>{t(`translationsImport.diff.${key}`)}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{count}</dd>
          </div>
        ))}
      </dl>
      {diff.invalid.length > 0 && (
        <DiffTable titleKey="translationsImport.diff.invalid" rows={diff.invalid} headKeys={["row", "code", "reason"]}>
          {(row) => (
            <tr key={row.row}>
              <td>{row.row}</td>
              <td>{row.code}</td>
              <td>{t(`translationsImport.diff.reasons.${row.reason}`)}</td>
            </tr>
          )}
        </DiffTable>
      )}
      {diff.new.length > 0 && (
        <DiffTable titleKey="translationsImport.diff.new" rows={diff.new} headKeys={["code", "text"]}>
          {(row) => (
            <tr key={row.code}>
              <td>
                {row.code} {row.newCode && <Tag minimal>{t("translationsImport.diff.newKey")}</Tag>}
              </td>
              <td style={{ whiteSpace: "pre-wrap" }}>{row.text}</td>
            </tr>
          )}
        </DiffTable>
      )}
      {diff.changed.length > 0 && (
        <DiffTable titleKey="translationsImport.diff.changed" rows={diff.changed} headKeys={["code", "oldText", "newText"]}>
          {(row) => (
            <tr key={row.code}>
              <td>{row.code}</td>
              <td style={{ whiteSpace: "pre-wrap" }}>
                <del>{row.oldText}</del>
              </td>
              <td style={{ whiteSpace: "pre-wrap" }}>
                <ins style={{ textDecoration: "none" }}>{row.newText}</ins>
              </td>
            </tr>
          )}
        </DiffTable>
      )}
    </section>
  );
}

interface DiffTableProps<Row> {
  titleKey: string;
  rows: readonly Row[];
  headKeys: readonly string[];
  children(row: Row): ReactNode;
}

/** One part of the diff as a table named by its title, drawn up to its first rows. */
function DiffTable<Row>({ titleKey, rows, headKeys, children }: DiffTableProps<Row>) {
  const { t } = useTranslation();
  const { shown, hidden } = firstRows(rows);
  return (
    <div>
      <H5>{t(titleKey)}</H5>
      {/* Focusable, so keyboard users can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="screen-table-scroll" tabIndex={0} style={{ maxHeight: "24rem" }}>
        <HTMLTable compact striped aria-label={t(titleKey)} style={{ width: "100%" }}>
          <thead>
            <tr>
              {headKeys.map((key) => (
                <th key={key} scope="col">
                  {t(`translationsImport.diff.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{shown.map(children)}</tbody>
        </HTMLTable>
        {hidden > 0 && <p style={{ margin: 8 }}>{t("translationsImport.diff.more", { count: hidden })}</p>}
      </div>
    </div>
  );
}
