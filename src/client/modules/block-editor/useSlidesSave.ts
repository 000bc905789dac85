import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/client.ts";
import { answerOf } from "../../api/answer.ts";
import { isStaleSave } from "../../api/errors.ts";
import { toast } from "../../ui/toaster.ts";
import { failureText } from "./failureText.ts";
import type { Block, BlockInput } from "./blockTypes.ts";
import { sameSlides, savesSlidesApart, slidesOf, slidesUpdate } from "./slidesSave.ts";

export interface SlidesSaveOptions {
  /** The block as edited. */
  block: BlockInput;
  /** Takes the block as the save answered it (its slides and new version). */
  onSaved(saved: Block): void;
  /** Told when the block changed since it was read (409): the page must be read again. */
  onStale?(): void;
}

/** What the block editor shows of a slideshow's slides save. */
export interface SlidesSave {
  /** True for a stored slideshow: its slides are saved on their own. */
  isApart: boolean;
  /** The slides differ from the ones stored. */
  hasChanges: boolean;
  isSaving: boolean;
  /** Saves the slides; the block as saved, or null when refused. */
  save(): Promise<Block | null>;
}

/**
 * A stored slideshow's slides saved on their own (POST /cms/editor/block/update-slides) under
 * the version the block was read at; 'Slides saved.' or what went wrong, a stale version told
 * to the page editor.
 */
export function useSlidesSave({ block, onSaved, onStale }: SlidesSaveOptions): SlidesSave {
  const { t } = useTranslation();
  const [stored, setStored] = useState(() => slidesOf(block));
  const [isSaving, setSaving] = useState(false);
  const isApart = savesSlidesApart(block);

  const save = async () => {
    setSaving(true);
    try {
      const saved = answerOf(await api.POST("/cms/editor/block/update-slides", { body: slidesUpdate(block) }));
      setStored(slidesOf(saved));
      toast.success(t("blockEditor.slides.saved"));
      onSaved(saved);
      return saved;
    } catch (error) {
      if (isStaleSave(error)) {
        toast.error(t("blockEditor.slides.stale"));
        onStale?.();
      } else toast.error(failureText(error, t, "blockEditor.slides.saveFailed"));
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { isApart, hasChanges: isApart && !sameSlides(stored, slidesOf(block)), isSaving, save };
}
