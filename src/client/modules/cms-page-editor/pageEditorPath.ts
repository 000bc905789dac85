/** The CMS index the page editor returns to. */
export const CMS_CONTENT_PATH = "/app/cms/content";

/** The address of the page editor for one page (screens/cms-page-editor.screen.yaml's route), for links from the CMS index. */
export function pageEditorPath(pageId: number): string {
  return `/app/cms/content/page/${pageId}`;
}

/**
 * The page id of the editor's route parameter (/app/cms/content/page/{id}; the older ?id= is
 * redirected there by the shell); null when not a positive whole number.
 */
export function pageIdOf(raw: string | undefined): number | null {
  if (raw == null || !/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
