import { useTranslation } from "react-i18next";

/** The fields a refused save named, as "field: message" lines (the server's words, its field paths). */
export function ServerFieldList({ fields }: { fields: Readonly<Record<string, string>> }) {
  const { t } = useTranslation();
  const entries = Object.entries(fields);
  if (entries.length === 0) return null;
  return (
    <>
      <div>{t("companyLocations.form.serverFields")}</div>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {entries.map(([field, message]) => (
          <li key={field}>{`${field}: ${message}`}</li>
        ))}
      </ul>
    </>
  );
}
