import { useEffect } from "react";

/** The browser tab's text: the screen first (what tabs show when narrow), then the application. */
export function pageTitle(appName: string, screenTitle?: string): string {
  return screenTitle ? `${screenTitle} – ${appName}` : appName;
}

/** Keeps document.title in step with the screen and language. */
export function usePageTitle(appName: string, screenTitle?: string): void {
  const title = pageTitle(appName, screenTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
