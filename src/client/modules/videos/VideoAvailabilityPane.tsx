import { FormGroup, Radio, RadioGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { NamedMultiSelect } from "../common/NamedMultiSelect.tsx";
import { availableToAll, availableToPages, type PartnerPageChoice, type VideoDraft } from "./videoDraft.ts";

export interface VideoAvailabilityPaneProps {
  draft: VideoDraft;
  partnerPages: readonly PartnerPageChoice[];
  onChange(next: (draft: VideoDraft) => VideoDraft): void;
  /** The server's message after a refused save. */
  error?: string;
}

type Audience = "all" | "specific";

/**
 * Where the video may be shown: every partner page, or the partner pages chosen. Choosing one
 * empties the other (spec part 2 section 5): all empties the list, specific turns the flag off.
 */
export function VideoAvailabilityPane({ draft, partnerPages, onChange, error }: VideoAvailabilityPaneProps) {
  const { t } = useTranslation();
  const audience: Audience = draft.isAvailableForPartnerPages ? "all" : "specific";
  return (
    <>
      <RadioGroup
        label={t("videos.availability.title")}
        name="video-availability"
        selectedValue={audience}
        onChange={(event) => {
          const chosen = event.currentTarget.value as Audience;
          onChange((d) => (chosen === "all" ? availableToAll(d) : availableToPages(d, [])));
        }}
      >
        <Radio value="all" label={t("videos.availability.all")} />
        <Radio value="specific" label={t("videos.availability.specific")} />
      </RadioGroup>
      {audience === "specific" && (
        <FormGroup
          label={t("videos.availability.pages")}
          labelFor="video-partner-pages"
          intent={error ? "danger" : "none"}
          helperText={error ?? (draft.partnerPages.length === 0 ? t("videos.availability.nonePicked") : undefined)}
        >
          <NamedMultiSelect
            inputId="video-partner-pages"
            items={partnerPages}
            selected={draft.partnerPages}
            onChange={(pages) => onChange((d) => availableToPages(d, pages))}
            placeholder={t("videos.availability.search")}
            noResults={t("videos.availability.noResults")}
          />
        </FormGroup>
      )}
    </>
  );
}
