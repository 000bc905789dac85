import { Button, Callout, FormGroup, H5, HTMLSelect, NonIdealState, Section, SectionCard } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { sitesWithoutVersion, withoutVersion, withVersion, withVersionText, type VideoDraft } from "./videoDraft.ts";
import { VideoTextFields } from "./VideoTextFields.tsx";
import type { Site } from "./videoTypes.ts";

export interface VideoVersionsPaneProps {
  draft: VideoDraft;
  sites: readonly Site[];
  onChange(next: (draft: VideoDraft) => VideoDraft): void;
  /** The server's message for a field after a refused save ("versions.{siteId}.header", "versions.{siteId}"). */
  errorOf(field: string): string | undefined;
}

/**
 * The video's texts per site language: one version per language. Adding a version takes its
 * language off the choices, removing it gives it back (spec part 2 section 5).
 */
export function VideoVersionsPane({ draft, sites, onChange, errorOf }: VideoVersionsPaneProps) {
  const { t } = useTranslation();
  const addable = sitesWithoutVersion(sites, draft);
  return (
    <div>
      {draft.versions.length === 0 && <NonIdealState icon="translate" description={t("videos.versions.none")} layout="horizontal" />}
      {draft.versions.map((version) => {
        const siteLabel = `${version.siteName} (${version.languageCode})`;
        const error = errorOf(`versions.${version.siteId}`);
        return (
          <Section
            key={version.siteId}
            compact
            style={{ marginBottom: 12 }}
            title={<H5 style={{ margin: 0 }}>{t("videos.versions.of", { site: siteLabel })}</H5>}
            rightElement={
              <Button
                variant="minimal"
                icon="trash"
                aria-label={t("videos.versions.remove", { site: siteLabel })}
                onClick={() => onChange((d) => withoutVersion(d, version.siteId))}
              />
            }
          >
            <SectionCard>
              {error && (
                <Callout intent="danger" compact style={{ marginBottom: 8 }}>
                  {error}
                </Callout>
              )}
              <VideoTextFields
                idPrefix={`video-version-${version.siteId}`}
                texts={version}
                labelOf={(field) => t("videos.versions.fieldOf", { field: t(`videos.fields.${field}`), site: version.siteName })}
                errorOf={(field) => errorOf(`versions.${version.siteId}.${field}`)}
                onChange={(field, value) => onChange((d) => withVersionText(d, version.siteId, field, value))}
              />
            </SectionCard>
          </Section>
        );
      })}
      <FormGroup label={t("videos.versions.addFor")} labelFor="video-add-version">
        {addable.length === 0 ? (
          <span>{t("videos.versions.allHaveVersions")}</span>
        ) : (
          <HTMLSelect
            id="video-add-version"
            value=""
            onChange={({ target }) => {
              const site = addable.find((s) => String(s.id) === target.value);
              if (site) onChange((d) => withVersion(d, site));
            }}
          >
            <option value="">{t("videos.versions.chooseSite")}</option>
            {addable.map((site) => (
              <option key={site.id} value={site.id}>{`${site.name} (${site.languageCode})`}</option>
            ))}
          </HTMLSelect>
        )}
      </FormGroup>
    </div>
  );
}
