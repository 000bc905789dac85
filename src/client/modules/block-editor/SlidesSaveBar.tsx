import { Button, Callout } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { SlidesSave } from "./useSlidesSave.ts";

export interface SlidesSaveBarProps {
  slides: SlidesSave;
}

/**
 * Under a slideshow's slides: a stored slideshow's 'Save slides' button (its slides are saved on
 * their own, Apply saves them too), or, for a new one, that they go with the page's save.
 */
export function SlidesSaveBar({ slides }: SlidesSaveBarProps) {
  const { t } = useTranslation();
  if (!slides.isApart) return <Callout className="slides-save">{t("blockEditor.slides.withPage")}</Callout>;
  return (
    <div className="block-versions-actions slides-save">
      <Button
        intent="primary"
        icon="floppy-disk"
        text={t("blockEditor.slides.save")}
        disabled={!slides.hasChanges}
        loading={slides.isSaving}
        onClick={() => void slides.save()}
      />
      <span role="status" className="slides-save-status">
        {slides.hasChanges ? t("blockEditor.slides.unsaved") : ""}
      </span>
    </div>
  );
}
