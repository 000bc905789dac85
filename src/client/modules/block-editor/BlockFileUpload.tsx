import { useRef, useState } from "react";
import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { api } from "../../api/client.ts";
import { answerOf } from "../../api/answer.ts";
import { failureText } from "./failureText.ts";
import { toast } from "../../ui/toaster.ts";

export interface BlockFileUploadProps {
  /** What the server should find in the file (a file of another kind is refused). */
  fileType: "image" | "video" | "document";
  /** The label of the field the stored name goes to. */
  fieldLabel: string;
  /** Takes the stored file's name (its identifier in the block). */
  onUploaded(storedName: string): void;
  isDisabled?: boolean;
}

/** The block editor's file upload button (POST /cms/upload/upload): the chosen file sent as it is, its stored name handed back. */
export function BlockFileUpload({ fileType, fieldLabel, onUploaded, isDisabled }: BlockFileUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const [storedName] = answerOf(
        await api.POST("/cms/upload/upload", {
          params: { query: { originalFilename: file.name, fileType } },
          body: file as unknown as string,
          // The file goes as it is, never as JSON; the server decides its type from its bytes.
          bodySerializer: (body: unknown) => body as BodyInit,
          headers: { "Content-Type": file.type || "application/octet-stream" },
        }),
      );
      onUploaded(storedName!);
    } catch (error) {
      toast.error(failureText(error, t, "blockEditor.upload.failed"));
    } finally {
      setUploading(false);
    }
  };

  // A plain button opening the browser's file chooser: Blueprint's FileInput draws its placeholder
  // in a grey that fails the contrast check.
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={fileType === "image" ? "image/*" : fileType === "video" ? "video/*" : "application/pdf"}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) void upload(file);
        }}
      />
      <Button
        icon="upload"
        text={t(isUploading ? "blockEditor.upload.uploading" : "blockEditor.upload.button")}
        aria-label={t("blockEditor.upload.label", { field: fieldLabel })}
        loading={isUploading}
        disabled={isDisabled}
        onClick={() => input.current?.click()}
      />
    </>
  );
}
