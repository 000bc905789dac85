import { useState } from "react";
import type { Row } from "../../screens/controllers/useScreenTable.ts";
import type { ScreenExtension } from "../../screens/screenExtension.ts";
import { VideoCell } from "./VideoCell.tsx";
import { VideoDialog } from "./VideoDialog.tsx";
import { videoTitle } from "./videoDraft.ts";
import type { Video } from "./videoTypes.ts";

/**
 * The video list's hand-written part (screens/videos.screen.yaml): the name and availability
 * cells, and the video dialog opened by a row's name or its edit button.
 */
export function useVideosExtension(): ScreenExtension {
  const [open, setOpen] = useState<Video | null>(null);
  return {
    renderCell: (field, row: Row) => <VideoCell field={field} video={row as Video} onOpen={setOpen} />,
    runRowAction(actionId, row: Row) {
      if (actionId === "edit") setOpen(row as Video);
    },
    overlays: open && <VideoDialog key={open.id} videoId={open.id} knownTitle={videoTitle(open)} onClose={() => setOpen(null)} />,
  };
}
