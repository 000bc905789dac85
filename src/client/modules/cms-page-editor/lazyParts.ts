import { preloadableLazy } from "../../ui/preloadableLazy.tsx";
import type { DraftBlock } from "./pageDraft.ts";

/**
 * The editor's forms come in their own chunks: the block editor and the SEO form carry the
 * form engine (rjsf, ajv and the blocks' schemas, about 0.8 MB of script). The block list is
 * drawn without them; they are fetched once the browser is idle after drawing it, so a click on
 * a block rarely waits.
 */
export const BlockEditorChunk = preloadableLazy(() =>
  import("../block-editor/BlockEditorDialog.tsx").then((m) => m.BlockEditorDialog<DraftBlock>),
);
export const PageSeoFormChunk = preloadableLazy(() => import("./PageSeoForm.tsx").then((m) => m.PageSeoForm));

/**
 * Starts both downloads once the browser is idle after drawing the page: evaluating the form
 * engine takes the main thread for about 100 ms, which must not hold back the list's first paint.
 * Answers a function that cancels it (the editor left first).
 */
export function preloadEditorFormsWhenIdle(): () => void {
  const preload = () => {
    void BlockEditorChunk.preload().catch(() => undefined); // a failed download is tried again on use
    void PageSeoFormChunk.preload().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(preload, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(preload, 300); // Safari has no requestIdleCallback
  return () => window.clearTimeout(id);
}
