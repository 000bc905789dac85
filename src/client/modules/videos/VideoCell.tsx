import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { videoTitle } from "./videoDraft.ts";
import type { Video } from "./videoTypes.ts";

export interface VideoCellProps {
  /** The YAML column's field: header or isAvailableForPartnerPages. */
  field: string;
  video: Video;
  onOpen(video: Video): void;
}

/**
 * The video list's drawn cells: the name opening the video's dialog ('undefined name' for a
 * video with no title), and whom the video is available to (every partner page, or the names).
 */
export function VideoCell({ field, video, onOpen }: VideoCellProps) {
  const { t } = useTranslation();
  if (field === "header") {
    const title = videoTitle(video);
    return (
      <Button variant="minimal" size="small" onClick={() => onOpen(video)} style={title ? undefined : { fontStyle: "italic" }}>
        {title ?? t("videos.undefinedName")}
      </Button>
    );
  }
  if (video.isAvailableForPartnerPages) return <>{t("videos.availability.all")}</>;
  const names = video.availableToSpecificPartnerPages.map((page) => page.name ?? String(page.id));
  return <>{names.length > 0 ? names.join(", ") : t("videos.availability.nowhere")}</>;
}
