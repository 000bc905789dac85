/** The CMS index the page editor returns to. */
export const CMS_CONTENT_PATH = "/app/cms/content";

/**
 * The page editor's route (screens/cms-page-editor.screen.yaml) and how a page is named in it:
 * `?id=`, since a module screen's route has no parameters (the screen generator's routes).
 */
export const PAGE_EDITOR_ROUTE = "/app/cms/content/page";

/** The address of the page editor for one page, for links from the CMS index. */
export function pageEditorPath(pageId: number): string {
  return `${PAGE_EDITOR_ROUTE}?id=${pageId}`;
}

const IN_PATH = new RegExp(`^${PAGE_EDITOR_ROUTE}/([^/]+)/?$`);

/**
 * The page id of the editor's address: /app/cms/content/page/{pageId} (the CMS index's links,
 * once the route can carry it) or ?id={pageId}; null when missing or not a positive whole number.
 */
export function pageIdOf(pathname: string, search: URLSearchParams): number | null {
  const raw = IN_PATH.exec(pathname)?.[1] ?? search.get("id");
  if (raw == null || !/^[1-9][0-9]{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}
