import { AnchorButton, Card, H4 } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

/** The downloads of exportUsersCsv, one per role (the server streams the CSV as an attachment). */
export const GDPR_EXPORTS = [
  { role: "user", key: "users", href: "/gdpr/export/users?role=user" },
  { role: "manager", key: "managers", href: "/gdpr/export/users?role=manager" },
] as const;

/**
 * GDPR export (spec part 2 "GDPR"): the two download links, staff accounts and location
 * managers. Plain links: the browser downloads the file with the session cookie, and a refusal
 * (403 without 'account') comes from the server, which checks every download.
 */
export function GdprExportScreen() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="gdpr-export-title" style={{ padding: 16, maxWidth: 760 }}>
      <h2 id="gdpr-export-title" style={{ marginTop: 0 }}>
        {t("gdpr.title")}
      </h2>
      <p>{t("gdpr.intro")}</p>
      <div style={{ display: "grid", gap: 12 }}>
        {GDPR_EXPORTS.map(({ key, href }) => (
          <Card key={key} style={{ display: "flex", alignItems: "center", gap: 16 }}>
            <div style={{ flex: 1 }}>
              <H4 style={{ marginBottom: 4 }}>{t(`gdpr.${key}.title`)}</H4>
              <p style={{ margin: 0 }}>{t(`gdpr.${key}.description`)}</p>
            </div>
            <AnchorButton icon="download" intent="primary" href={href} download text={t(`gdpr.${key}.download`)} />
          </Card>
        ))}
      </div>
    </section>
  );
}
