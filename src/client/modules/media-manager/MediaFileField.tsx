import { Callout, FileInput, FormGroup, Icon, Spinner } from "@blueprintjs/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uploadMediaFile } from "./mediaUpload.ts";
import { thumbnailUrl, type MediaFileKind } from "./mediaTypes.ts";
import { useFileUpload } from "./useFileUpload.ts";

export interface MediaFileFieldProps {
  kind: MediaFileKind;
  /** The stored file the item names now, and its original name. */
  file: string | null;
  originalName: string | null;
  onUploaded(stored: string[], fileName: string): void;
}

const FAILED = {
  thumbnail: "mediaManager.messages.thumbnailUploadFailed",
  lowRes: "mediaManager.messages.lowResUploadFailed",
  highRes: "mediaManager.messages.highResUploadFailed",
} as const;

/** One of the item's three files: what it is now, a file chooser, the uploading flag, the 3-second tick and the failure. */
export function MediaFileField({ kind, file, originalName, onUploaded }: MediaFileFieldProps) {
  const { t } = useTranslation();
  const upload = useFileUpload();
  const [failed, setFailed] = useState(false);
  const id = `media-file-${kind}`;
  const label = t(`mediaManager.details.${kind}`);

  async function send(chosen: File) {
    setFailed(false);
    const ok = await upload.run(async () => onUploaded(await uploadMediaFile(chosen, chosen.name, kind), chosen.name));
    setFailed(!ok);
  }

  return (
    <FormGroup label={label} labelFor={id}>
      <div className="media-file-field">
        {/* Only a thumbnail is surely an image: a high-resolution file may be a video or a PDF. */}
        {kind === "thumbnail" && file ? <img className="media-file-preview" src={thumbnailUrl(file)} alt="" /> : null}
        <FileInput
          text={originalName ?? t("mediaManager.details.noFile")}
          buttonText={t("mediaManager.details.chooseFile")}
          disabled={upload.isUploading}
          inputProps={{
            id,
            "aria-label": label,
            onChange: (event) => {
              const chosen = event.currentTarget.files?.[0];
              event.currentTarget.value = "";
              if (chosen) void send(chosen);
            },
          }}
        />
        <span role="status" className="media-file-status">
          {upload.isUploading && <Spinner size={16} aria-label={t("mediaManager.upload.uploading")} />}
          {upload.isTickShown && <Icon icon="tick-circle" intent="success" title={t("mediaManager.upload.uploaded")} />}
        </span>
      </div>
      {failed && (
        <Callout intent="danger" compact role="alert">
          {t(FAILED[kind])}
        </Callout>
      )}
    </FormGroup>
  );
}
