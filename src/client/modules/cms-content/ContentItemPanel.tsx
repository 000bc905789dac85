import { useState } from "react";
import { AnchorButton, Button, Callout, H4, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { TextField } from "../common/TextField.tsx";
import { draftErrors, draftOf, type ContentItemDraft } from "./contentItemDraft.ts";
import { useContentItem } from "./useContentItem.ts";

export interface ContentItemPanelProps {
  /** The chosen node (the content item has the node's id). */
  id: number;
  /** Whether the site shows this item's page at its root. */
  isFrontpage: boolean;
  /** Setting the front page runs. */
  isSettingFrontpage: boolean;
  onSetFrontpage(pageId: number): void;
}

/** Where the page editor (its own screen) opens a page. */
// The page editor's route names its page (screens/cms-page-editor.screen.yaml).
export const pageEditorHref = (pageId: number) => `#/app/cms/content/page/${pageId}`;

/**
 * The chosen node's content item: its label and slug saved by updateContentItem (a slug used by
 * a sibling is refused, 409, and said at the field), its language, its page with 'Edit page' and
 * 'Set as front page', and a new item under it (createContentItem).
 */
export function ContentItemPanel({ id, isFrontpage, isSettingFrontpage, onSetFrontpage }: ContentItemPanelProps) {
  const { t } = useTranslation();
  const content = useContentItem(id);
  const [mode, setMode] = useState<"edit" | "create">("edit");
  const { item, failure } = content;
  const [draft, setDraft] = useState<ContentItemDraft>(() => draftOf(item));
  const [isTried, setTried] = useState(false);
  // A new read of the item (loaded, or saved and read again) refills the edit form.
  const [shownItem, setShownItem] = useState(item);
  if (item !== shownItem) {
    setShownItem(item);
    if (mode === "edit") setDraft(draftOf(item));
  }

  if (content.isLoading) return <Spinner size={20} />;
  if (content.isError || !item)
    return (
      <Callout intent="danger" role="alert">
        {t("cmsContent.messages.itemLoadFailed")}
      </Callout>
    );

  const local = isTried ? draftErrors(draft) : {};
  const fieldError = (field: keyof ContentItemDraft) =>
    local[field] ? t(local[field]!) : failure?.fields[field] ? `${t(`cmsContent.item.${field}`)}: ${failure.fields[field]}` : undefined;
  const switchTo = (next: "edit" | "create") => {
    setMode(next);
    setTried(false);
    content.clearFailure();
    setDraft(draftOf(next === "edit" ? item : undefined));
  };
  const submit = async () => {
    setTried(true);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    const ok = mode === "edit" ? await content.update(draft) : await content.createChild(draft);
    if (ok && mode === "create") switchTo("edit");
  };
  const pageId = item.content?.id ?? null;

  return (
    <section aria-labelledby="cms-item-heading" className="cms-stack">
      <H4 id="cms-item-heading">
        {mode === "edit" ? t("cmsContent.item.heading") : t("cmsContent.item.newHeading", { name: item.label })}
      </H4>
      {failure && !failure.fields.slug && !failure.fields.label && (
        <Callout intent="danger" role="alert">
          {failure.message}
        </Callout>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          id="cms-item-label"
          label={t("cmsContent.item.label")}
          value={draft.label}
          maxLength={200}
          isRequired
          error={fieldError("label")}
          onChange={(label) => setDraft((d) => ({ ...d, label }))}
        />
        <TextField
          id="cms-item-slug"
          label={t("cmsContent.item.slug")}
          value={draft.slug}
          maxLength={200}
          help={t("cmsContent.item.slugHelp")}
          error={fieldError("slug")}
          onChange={(slug) => setDraft((d) => ({ ...d, slug }))}
        />
        <p>
          {t("cmsContent.item.language")}: <strong>{item.language}</strong>
        </p>
        <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
          <Button
            type="submit"
            intent="primary"
            loading={content.isSaving}
            text={t(`cmsContent.item.${mode === "edit" ? "save" : "create"}`)}
          />
          {mode === "edit" ? (
            <Button icon="add" text={t("cmsContent.item.addChild")} onClick={() => switchTo("create")} />
          ) : (
            <Button text={t("cmsContent.item.cancelCreate")} onClick={() => switchTo("edit")} />
          )}
        </div>
      </form>
      {mode === "edit" && (
        <div className="cms-stack">
          <p>
            {t("cmsContent.item.page")}: <strong>{pageId === null ? t("cmsContent.item.noPage") : (item.content?.title ?? "")}</strong>
            {isFrontpage && ` (${t("cmsContent.tree.frontpage")})`}
          </p>
          {pageId !== null && (
            <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
              <AnchorButton icon="edit" href={pageEditorHref(pageId)} text={t("cmsContent.item.editPage")} />
              <Button
                icon="home"
                text={t("cmsContent.item.setFrontpage")}
                disabled={isFrontpage}
                loading={isSettingFrontpage}
                onClick={() => onSetFrontpage(pageId)}
              />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
