import { useState } from "react";
import { Button, Callout, Classes, FileInput, ProgressBar } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { progressOf, type UploadEntry } from "./uploadQueue.ts";

export interface UploadDropZoneProps {
  queue: readonly UploadEntry[];
  onFiles(files: File[]): void;
  onDismiss(key: string): void;
}

/** Where files are dropped or chosen (several at once), and each running or failed upload with its own bar and error. */
export function UploadDropZone({ queue, onFiles, onDismiss }: UploadDropZoneProps) {
  const { t } = useTranslation();
  const [isOver, setOver] = useState(false);
  const take = (files: FileList | null) => {
    if (files && files.length > 0) onFiles(Array.from(files));
  };

  return (
    <div>
      <div
        className={`media-drop-zone${isOver ? " media-drop-zone-over" : ""}`}
        onDragOver={(event) => {
          // Only files are taken here; an item of the list dragged over it is not.
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setOver(false);
          take(event.dataTransfer.files);
        }}
      >
        <FileInput
          fill
          text={t("mediaManager.upload.drop")}
          buttonText={t("mediaManager.upload.choose")}
          inputProps={{
            "aria-label": t("mediaManager.upload.choose"),
            multiple: true,
            onChange: (event) => {
              take(event.currentTarget.files);
              // The same file may be chosen again after a failure.
              event.currentTarget.value = "";
            },
          }}
        />
      </div>
      {queue.length > 0 && (
        <ul className="media-upload-queue">
          {queue.map((entry) => (
            <li key={entry.key}>
              <span>{entry.fileName}</span>
              {entry.status === "uploading" ? (
                <ProgressBar
                  intent="primary"
                  value={progressOf(entry)}
                  aria-label={t("mediaManager.upload.progress", { name: entry.fileName })}
                />
              ) : (
                <Callout intent="danger" compact role="alert">
                  <p>{t("mediaManager.messages.highResUploadFailed")}</p>
                  {entry.error && <p className={Classes.TEXT_MUTED}>{entry.error}</p>}
                  <Button size="small" text={t("mediaManager.upload.dismiss")} onClick={() => onDismiss(entry.key)} />
                </Callout>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
