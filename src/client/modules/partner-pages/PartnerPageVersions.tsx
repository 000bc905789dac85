import { Button, FormGroup, HTMLSelect, InputGroup, NonIdealState } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { errorOf } from "../common/formErrors.ts";
import { sitesWithoutVersion, withVersion, withVersionName, withoutVersion, type PartnerPageDraft } from "./partnerPageDraft.ts";
import type { PartnerPageFormError } from "./partnerPageValidation.ts";

export interface PartnerPageVersionsProps {
  draft: PartnerPageDraft;
  errors: readonly PartnerPageFormError[];
  onChange(next: (draft: PartnerPageDraft) => PartnerPageDraft): void;
}

/** The page's name per site; a site without a version shows the default-language ('en') name. */
export function PartnerPageVersions({ draft, errors, onChange }: PartnerPageVersionsProps) {
  const { t } = useTranslation();
  const sites = $api.useQuery("get", "/cms/sites", {}, { staleTime: 5 * 60_000 });
  const addable = sitesWithoutVersion(sites.data ?? [], draft);
  return (
    <div>
      {draft.versions.length === 0 && <NonIdealState icon="translate" description={t("partnerPages.versions.none")} layout="horizontal" />}
      {draft.versions.map((version, index) => {
        const label = t("partnerPages.fields.versionOf", { site: version.siteName });
        const error = errorOf(errors, `versions.${index}`);
        return (
          <FormGroup
            key={version.siteId}
            label={label}
            labelFor={`partner-page-version-${version.siteId}`}
            intent={error ? "danger" : "none"}
          >
            <div style={{ display: "flex", gap: 4 }}>
              <InputGroup
                id={`partner-page-version-${version.siteId}`}
                fill
                value={version.name}
                intent={error ? "danger" : "none"}
                onValueChange={(name) => onChange((d) => withVersionName(d, version.siteId, name))}
              />
              <Button
                variant="minimal"
                icon="trash"
                aria-label={t("partnerPages.versions.remove", { site: version.siteName })}
                onClick={() => onChange((d) => withoutVersion(d, version.siteId))}
              />
            </div>
          </FormGroup>
        );
      })}
      {sites.data && (
        <FormGroup label={t("partnerPages.versions.addFor")} labelFor="partner-page-add-version">
          {addable.length === 0 ? (
            <span>{t("partnerPages.versions.allHaveVersions")}</span>
          ) : (
            <HTMLSelect
              id="partner-page-add-version"
              value=""
              onChange={({ target }) => {
                const site = addable.find((s) => String(s.id) === target.value);
                if (site) onChange((d) => withVersion(d, site));
              }}
            >
              <option value="">{t("partnerPages.versions.chooseSite")}</option>
              {addable.map((site) => (
                <option key={site.id} value={site.id}>{`${site.name} (${site.languageCode})`}</option>
              ))}
            </HTMLSelect>
          )}
        </FormGroup>
      )}
    </div>
  );
}
