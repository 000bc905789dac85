import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { useQueryDraft } from "../common/useQueryDraft.ts";
import { useRecordSave } from "../common/useRecordSave.ts";
import { draftFromVideo, partnerPageChoices, toVideoInput, type PartnerPageChoice, type VideoDraft } from "./videoDraft.ts";
import { videoFieldLines, type VideoFieldLine } from "./videoServerErrors.ts";
import type { Site, Video } from "./videoTypes.ts";

/** A refused save as the dialog shows it: the reason and one 'field: message' line per field. */
export interface VideoSaveFailure {
  message: string;
  fields: VideoFieldLine[];
}

export interface VideoDialogState {
  /** Null while the video loads. */
  draft: VideoDraft | null;
  isLoadFailed: boolean;
  retryLoad(): void;
  change(next: (draft: VideoDraft) => VideoDraft): void;
  /** Every site (one per language); a version can be added for the active ones. */
  sites: readonly Site[];
  /** The partner pages the video can be made available to. */
  partnerPages: readonly PartnerPageChoice[];
  failure: VideoSaveFailure | null;
  isStale: boolean;
  isSaving: boolean;
  /** The saved video; null when the dialog stays open (refused, stale). */
  save(): Promise<Video | null>;
  reload(): Promise<void>;
}

const REFERENCE = { staleTime: 5 * 60_000 };

/**
 * The video dialog's state: the video read fresh, the form's copy of it (cancel drops it), the
 * sites and partner pages to choose from, and the save with the spec's messages ('Saved Video',
 * 'Problems when saving video'); a refused save keeps what was typed and says which fields.
 */
export function useVideoDialog(videoId: number): VideoDialogState {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = $api.useQuery(
    "get",
    "/rest/media/videos/{id}",
    { params: { path: { id: videoId } } },
    // Read fresh each time the dialog opens: a copy kept from before a save would seed the form with old texts.
    { staleTime: 0, gcTime: 0 },
  );
  const record = useQueryDraft(query, draftFromVideo, () => null);
  const sites = $api.useQuery("get", "/cms/sites", {}, REFERENCE).data ?? [];
  const options = $api.useQuery("get", "/rest/company/locations/partner-pages/partner-pages-specific-videos", {}, REFERENCE).data;
  const saving = useRecordSave<VideoSaveFailure>(record.reload);
  const { draft } = record;

  const fieldWords = {
    text: (field: string) => t(`videos.fields.${field}`, { defaultValue: field }),
    versionText: (field: string, site: string) =>
      t("videos.versions.fieldOf", { field: t(`videos.fields.${field}`, { defaultValue: field }), site }),
    version: (site: string) => t("videos.versions.of", { site }),
    availability: t("videos.availability.title"),
  };

  async function save(): Promise<Video | null> {
    if (!draft) return null;
    return saving.save({
      send: async () => {
        const saved = answerOf(await api.PUT("/rest/media/videos/{id}", { params: { path: { id: draft.id } }, body: toVideoInput(draft) }));
        void invalidateAfter(queryClient, "updateVideo", { id: draft.id });
        return saved;
      },
      savedText: () => t("videos.messages.saved"),
      failedText: () => t("videos.messages.saveFailed"),
      failureOf: (error) => ({
        message: apiErrorMessage(error, "videos.messages.saveFailed"),
        fields: videoFieldLines(error, draft, fieldWords),
      }),
    });
  }

  return {
    draft,
    isLoadFailed: record.isLoadFailed,
    retryLoad: record.retryLoad,
    change: (next) => record.setDraft((current) => current && next(current)),
    sites,
    partnerPages: partnerPageChoices(options ?? []),
    failure: saving.failure,
    isStale: saving.isStale,
    isSaving: saving.isSaving,
    save,
    reload: saving.reload,
  };
}
