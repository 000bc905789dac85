import { Suspense, useEffect, useState } from "react";
import { Button, Callout, Spinner, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { usePermissions } from "../../app/session.tsx";
import { BlockList } from "./BlockList.tsx";
import { BlockEditorChunk, preloadEditorFormsWhenIdle } from "./lazyParts.ts";
import { PageSeoPanel } from "./PageSeoPanel.tsx";
import type { DraftBlock } from "./pageDraft.ts";
import { usePageEditor } from "./usePageEditor.ts";
import "./cmsPageEditor.css";

export interface PageEditorViewProps {
  pageId: number;
  /** Leaves the editor (after a save, a delete or close). */
  onClose(): void;
}

/**
 * The full-screen page editor (spec part 2 "CMS"): the page's blocks with add, edit, reorder and
 * delete, save (and close) or save without closing, delete page, close; each block opens the
 * block editor dialog.
 */
export function PageEditorView({ pageId, onClose }: PageEditorViewProps) {
  const { t } = useTranslation();
  const editor = usePageEditor(pageId);
  const canSeo = usePermissions().has("cmsSeo");
  const [editing, setEditing] = useState<DraftBlock | null>(null);
  const { page } = editor;
  // The forms' chunks are fetched once the blocks are drawn, not in the way of drawing them.
  const isDrawn = Boolean(page);
  useEffect(() => (isDrawn ? preloadEditorFormsWhenIdle() : undefined), [isDrawn]);

  if (editor.isLoading) return <Spinner />;
  if (editor.loadFailed || !page)
    return (
      <Callout intent="danger" role="alert">
        {t("cmsPageEditor.loadFailed")}
      </Callout>
    );

  const busy = editor.isSaving;
  // Leaving with unsaved edits asks first (they would be lost).
  const close = async () => {
    if (editor.isDirty && !(await confirmDialog({ title: t("cmsPageEditor.leave.title"), message: t("cmsPageEditor.leave.message") })))
      return;
    onClose();
  };
  const siblingBlockIds = (key: string) => editor.blocks.filter((b) => b.key !== key && b.blockId).map((b) => b.blockId as string);

  return (
    <section aria-labelledby="cms-page-editor-title" className="cms-page-editor">
      <header className="cms-page-editor-header">
        <div className="cms-page-editor-heading">
          <h2 id="cms-page-editor-title">{t("cmsPageEditor.heading", { title: page.title })}</h2>
          <span>{t("cmsPageEditor.site", { site: [page.site.name, page.site.languageCode].filter(Boolean).join(" · ") })}</span>
          {editor.isDirty && (
            <Tag minimal intent="warning">
              {t("cmsPageEditor.unsaved")}
            </Tag>
          )}
        </div>
        <div className="cms-page-editor-actions">
          <Button icon="add" text={t("cmsPageEditor.addBlock")} disabled={busy} onClick={() => setEditing(editor.addBlock())} />
          <Button
            intent="primary"
            icon="floppy-disk"
            text={t("cmsPageEditor.save")}
            loading={busy}
            onClick={() => void editor.save().then((saved) => saved && onClose())}
          />
          <Button text={t("cmsPageEditor.saveWithoutClosing")} disabled={busy} onClick={() => void editor.save()} />
          <Button
            intent="danger"
            variant="outlined"
            icon="trash"
            text={t("cmsPageEditor.deletePageButton")}
            disabled={busy}
            onClick={() => void editor.deletePage().then((deleted) => deleted && onClose())}
          />
          <Button icon="cross" text={t("cmsPageEditor.close")} disabled={busy} onClick={() => void close()} />
        </div>
      </header>
      {editor.isStale && (
        <Callout intent="warning" role="alert" className="cms-page-editor-stale">
          {t("cmsPageEditor.stale")}
          <div>
            <Button icon="refresh" text={t("cmsPageEditor.reload")} onClick={() => void editor.reload()} />
          </div>
        </Callout>
      )}
      {canSeo && <PageSeoPanel seo={editor.seo} onChange={editor.changeSeo} isReadOnly={busy} />}
      <BlockList
        blocks={editor.blocks}
        isDisabled={busy}
        onEdit={setEditing}
        onMove={editor.move}
        onDelete={(block) => void editor.deleteBlock(block.key)}
      />
      {/* Rendered only while a block is open: a lazy part that suspends, even closed, would hold
          back the list's first paint by React's fallback throttle (300 ms). */}
      {editing && (
        <Suspense fallback={<Spinner size={20} />}>
          <BlockEditorChunk.Component
            block={editing}
            siteId={page.site.id}
            siblingBlockIds={siblingBlockIds(editing.key)}
            onCancel={() => setEditing(null)}
            onApply={(block) => {
              editor.replaceBlock(block);
              setEditing(null);
            }}
            onSlidesSaved={(saved) => void editor.adoptSavedSlides(saved)}
            onSlidesStale={editor.markStale}
          />
        </Suspense>
      )}
    </section>
  );
}
