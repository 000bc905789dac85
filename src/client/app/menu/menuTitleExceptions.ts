/**
 * Screens the spec titles differently from their menu entry (route → why): the menu names the
 * entry inside its group, the screen's heading names the group too. Both the unit test of the
 * words (menuWords.test.ts) and the browser test that opens every menu link
 * (tests/e2e/landing-and-words.e2e.test.ts) skip them. A candidate is /app/sales-regions, which
 * spec part 2 titles 'Region Managers'.
 */
export const MENU_TITLE_EXCEPTIONS: Readonly<Record<string, string>> = {
  "/app/media/history": "spec part 2 section 2 heads it 'Media: History' under the Media menu's 'History'",
  "/app/media/total-downloads": "spec part 2 section 2 heads it 'Media: Total Downloads' under the Media menu's 'Total Downloads'",
  "/app/media/video": "spec part 2 section 2 heads it 'Media: Videos' under the Media menu's 'Videos'",
};
