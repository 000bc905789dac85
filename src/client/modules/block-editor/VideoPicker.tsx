import { useDeferredValue, useId, useState } from "react";
import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { $api, api } from "../../api/client.ts";
import { toast } from "../../ui/toaster.ts";
import { sourceVideoData, videoTexts, type Cell, type Video } from "./cellList.ts";

export interface VideoPickerProps {
  /** The block's site: names and texts in its language. */
  siteId?: number;
  /** Takes the chosen video, with the data of the video block it comes from when that was found. */
  onChoose(video: Video, source: Cell | undefined): void;
}

const PAGE_SIZE = 100;

/**
 * A video from the video list (GET /rest/media/videos/video/get-page, searched by text) for a
 * video list cell; its files are read from the video block it belongs to (its blockId).
 */
export function VideoPicker({ siteId, onChoose }: VideoPickerProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const selectId = useId();
  const [search, setSearch] = useState("");
  const term = useDeferredValue(search.trim());
  const [chosen, setChosen] = useState("");
  const [isReading, setReading] = useState(false);
  const query = $api.useQuery("get", "/rest/media/videos/video/get-page", {
    params: { query: { count: PAGE_SIZE, sort: "header", ...(term ? { filters: JSON.stringify({ search: term }) } : {}) } },
  });
  const videos = query.data?.list ?? [];
  const nameOf = (video: Video) => videoTexts(video, siteId).header ?? t("blockEditor.cells.video.undefinedName");

  // The video block's files; a video without one (or one no longer stored) brings its texts only.
  const readSource = async (video: Video): Promise<Cell | undefined> => {
    if (!video.blockId) return undefined;
    try {
      const { data, response } = await api.GET("/cms/editor/block/by-block-id/{blockId}", {
        params: { path: { blockId: video.blockId } },
      });
      if (data) return sourceVideoData(data, siteId);
      if (response.status !== 404) toast.warning(t("blockEditor.cells.video.filesUnread"));
    } catch {
      toast.warning(t("blockEditor.cells.video.filesUnread"));
    }
    return undefined;
  };

  const use = async () => {
    const video = videos.find((v) => String(v.id) === chosen);
    if (!video) return;
    setReading(true);
    try {
      onChoose(video, await readSource(video));
      setChosen("");
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="video-picker">
      <div className="block-versions-actions">
        <FormGroup label={t("blockEditor.cells.video.search")} labelFor={searchId}>
          <InputGroup id={searchId} type="search" value={search} onValueChange={setSearch} />
        </FormGroup>
        <FormGroup label={t("blockEditor.cells.video.choose")} labelFor={selectId}>
          <HTMLSelect id={selectId} value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
            <option value="">{t(query.isLoading ? "blockEditor.cells.video.loading" : "blockEditor.cells.video.none")}</option>
            {videos.map((video) => (
              <option key={video.id} value={video.id}>
                {nameOf(video)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <Button
          className="video-picker-use"
          icon="video"
          text={t("blockEditor.cells.video.use")}
          disabled={chosen === ""}
          loading={isReading}
          onClick={() => void use()}
        />
      </div>
      {query.data && query.data.total > videos.length && (
        <p className="video-picker-more">{t("blockEditor.cells.video.more", { shown: videos.length, total: query.data.total })}</p>
      )}
      {query.isError && <Callout intent="danger">{t("blockEditor.cells.video.loadFailed")}</Callout>}
    </div>
  );
}
