import { useState } from "react";
import { AnchorButton, Button, Callout } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { api } from "../../api/client.ts";
import { answerOf } from "../../api/answer.ts";
import { failureText } from "./failureText.ts";
import { useFrontendConfig } from "../../app/session.tsx";
import { newPreviewIdentifier, PREVIEW_FRAMES, previewAddress, previewBlock } from "./blockPreview.ts";
import type { BlockInput } from "./blockTypes.ts";

export interface BlockPreviewProps {
  block: BlockInput;
}

/**
 * The block's preview (spec part 2 "CMS"): the block as edited is stored for the preview page,
 * which is then shown in desktop, tablet and mobile frames, with a link opening it full screen.
 */
export function BlockPreview({ block }: BlockPreviewProps) {
  const { t } = useTranslation();
  const { polo_url: poloUrl } = useFrontendConfig();
  const [identifier] = useState(newPreviewIdentifier);
  const [shown, setShown] = useState<{ address: string; version: number } | null>(null);
  const [isLoading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const show = async () => {
    setLoading(true);
    setFailure(null);
    try {
      answerOf(await api.POST("/cms/editor/block/set-preview-block", { body: { identifier, data: previewBlock(block) } }));
      // A new version makes the frames load the page again, with what was just stored.
      setShown((current) => ({ address: previewAddress(poloUrl, identifier), version: (current?.version ?? 0) + 1 }));
    } catch (error) {
      setFailure(failureText(error, t, "blockEditor.preview.failed"));
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="block-preview">
      <div className="block-versions-actions">
        <Button
          icon="eye-open"
          text={t(shown ? "blockEditor.preview.refresh" : "blockEditor.preview.show")}
          loading={isLoading}
          onClick={() => void show()}
        />
        {shown && (
          <AnchorButton
            icon="fullscreen"
            href={shown.address}
            target="_blank"
            rel="noopener noreferrer"
            text={t("blockEditor.preview.fullScreen")}
          />
        )}
      </div>
      {failure && (
        <Callout intent="danger" role="alert">
          {failure}
        </Callout>
      )}
      {shown &&
        PREVIEW_FRAMES.map((frame) => (
          <figure key={frame.id} className="block-preview-frame">
            <figcaption>{t(`blockEditor.preview.frames.${frame.id}`)}</figcaption>
            <div className="block-preview-viewport">
              <iframe
                key={shown.version}
                title={t(`blockEditor.preview.frames.${frame.id}`)}
                src={shown.address}
                width={frame.width}
                height={frame.id === "mobile" ? 640 : 480}
                sandbox=""
              />
            </div>
          </figure>
        ))}
    </div>
  );
}
