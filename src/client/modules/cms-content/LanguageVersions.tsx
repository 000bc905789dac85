import { Button, Classes, H4, HTMLTable } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { LanguageVersion } from "./languageVersions.ts";

export interface LanguageVersionsProps {
  versions: readonly LanguageVersion[];
  /** Opens a site's tab on its version. */
  onOpen(siteId: number, nodeId: number): void;
}

/** The chosen item's versions per language: the item at the same address in each other site. */
export function LanguageVersions({ versions, onOpen }: LanguageVersionsProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cms-versions-heading">
      <H4 id="cms-versions-heading">{t("cmsContent.versions.heading")}</H4>
      <p className={Classes.TEXT_MUTED}>{t("cmsContent.versions.help")}</p>
      {versions.length === 0 ? (
        <p>{t("cmsContent.versions.noSites")}</p>
      ) : (
        <HTMLTable compact aria-labelledby="cms-versions-heading">
          <thead>
            <tr>
              <th scope="col">{t("cmsContent.versions.language")}</th>
              <th scope="col">{t("cmsContent.versions.site")}</th>
              <th scope="col">{t("cmsContent.versions.item")}</th>
            </tr>
          </thead>
          <tbody>
            {versions.map(({ site, node }) => (
              <tr key={site.id}>
                <td>{site.languageCode}</td>
                <td>{site.name}</td>
                <td>
                  {node ? (
                    <Button
                      variant="minimal"
                      size="small"
                      text={node.label}
                      aria-label={t("cmsContent.versions.open", { name: node.label, site: site.name })}
                      onClick={() => onOpen(site.id, node.id)}
                    />
                  ) : (
                    <span className={Classes.TEXT_MUTED}>{t("cmsContent.versions.missing")}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
