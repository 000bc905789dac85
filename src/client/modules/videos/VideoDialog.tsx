import { useState } from "react";
import { FormGroup, InputGroup, Tab, Tabs } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { DraftDialogFrame } from "../common/DraftDialogFrame.tsx";
import { SaveFailureCallout } from "../common/SaveFailureCallout.tsx";
import { TabTitle } from "../common/TabTitle.tsx";
import { useVideoDialog } from "./useVideoDialog.ts";
import { VideoAvailabilityPane } from "./VideoAvailabilityPane.tsx";
import { videoTitle, type VideoDraft } from "./videoDraft.ts";
import { VideoTextFields } from "./VideoTextFields.tsx";
import type { Video } from "./videoTypes.ts";
import { VideoVersionsPane } from "./VideoVersionsPane.tsx";

export interface VideoDialogProps {
  videoId: number;
  /** The list's name of the video (null: it has none), for the title; else read from the video. */
  knownTitle?: string | null;
  /** Told after a save; the list and the video are already marked stale. */
  onSaved?(video: Video): void;
  /** Closing without saving writes nothing. */
  onClose(): void;
}

type Pane = "general" | "versions" | "availability";

/** Which pane a refused field sits on, so its tab is marked. */
function paneOf(field: string): Pane {
  if (field.startsWith("versions")) return "versions";
  if (field === "availability") return "availability";
  return "general";
}

/**
 * The video dialog (spec part 2 sections 2, 3, 5, 8): the 'general' pane (header, preamble,
 * quote, quoter, the block it belongs to), a version per site language, and where it may be
 * shown. Saving says 'Saved Video' and closes; a refused save says 'Problems when saving video'
 * and shows the failing fields.
 */
export function VideoDialog({ videoId, knownTitle, onSaved, onClose }: VideoDialogProps) {
  const { t } = useTranslation();
  const state = useVideoDialog(videoId);
  const [pane, setPane] = useState<Pane>("general");
  const { draft, failure } = state;
  const errorOf = (field: string) => failure?.fields.find((line) => line.field === field)?.text;
  const failedPanes = new Set(failure?.fields.map((line) => paneOf(line.field)));
  // The name the video had when opened (the list's), not the header being typed.
  const name = (knownTitle !== undefined ? knownTitle : draft && videoTitle(draft)) ?? t("videos.undefinedName");
  const tabTitle = (id: Pane) => <TabTitle text={t(`videos.dialog.panes.${id}`)} hasErrors={failedPanes.has(id)} />;
  const failedTitle = t("videos.messages.saveFailed");

  return (
    <DraftDialogFrame
      title={t("videos.dialog.title", { name })}
      width={640}
      texts="videos.dialog"
      state={state}
      canOutsideClickClose={false}
      failure={
        failure && (
          <SaveFailureCallout
            title={failedTitle}
            message={failure.message !== failedTitle ? failure.message : undefined}
            lines={failure.fields}
          />
        )
      }
      onSaved={onSaved}
      onClose={onClose}
    >
      {(draft) => (
        <Tabs id="video-dialog-panes" selectedTabId={pane} onChange={(id) => setPane(id as Pane)}>
          <Tab id="general" title={tabTitle("general")} panel={<GeneralPane draft={draft} change={state.change} errorOf={errorOf} />} />
          <Tab
            id="versions"
            title={tabTitle("versions")}
            panel={<VideoVersionsPane draft={draft} sites={state.sites} onChange={state.change} errorOf={errorOf} />}
          />
          <Tab
            id="availability"
            title={tabTitle("availability")}
            panel={
              <VideoAvailabilityPane
                draft={draft}
                partnerPages={state.partnerPages}
                onChange={state.change}
                error={errorOf("availability")}
              />
            }
          />
        </Tabs>
      )}
    </DraftDialogFrame>
  );
}

function GeneralPane({
  draft,
  change,
  errorOf,
}: {
  draft: VideoDraft;
  change(next: (draft: VideoDraft) => VideoDraft): void;
  errorOf(field: string): string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <VideoTextFields
        idPrefix="video"
        texts={draft}
        labelOf={(field) => t(`videos.fields.${field}`)}
        errorOf={errorOf}
        onChange={(field, value) => change((d) => ({ ...d, [field]: value }))}
      />
      {/* The CMS block the video belongs to: shown, not edited (the server ignores it). */}
      <FormGroup label={t("videos.fields.blockId")} labelFor="video-blockId">
        <InputGroup id="video-blockId" value={draft.blockId ?? ""} readOnly />
      </FormGroup>
    </>
  );
}
