/**
 * Where the login screen sends the user afterwards. A lost session keeps the screen the user
 * was on in the login URL (#/page/login?returnTo=/app/...), so a reload still knows it.
 */
export const LOGIN_PATH = "/page/login";
export const DEFAULT_TARGET = "/app/dashboard";
const PARAM = "returnTo";

/** The login URL that leads back to `location` after login. */
export function loginPathFor(location: { pathname: string; search?: string }): string {
  const target = location.pathname + (location.search ?? "");
  return isAppTarget(target) ? `${LOGIN_PATH}?${PARAM}=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/** The screen to open after login, read from the login URL's query; the dashboard by default. */
export function returnTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get(PARAM);
  return target !== null && isAppTarget(target) ? target : DEFAULT_TARGET;
}

// Only screens of this app: never another site, never the login page itself.
function isAppTarget(target: string): boolean {
  return /^\/app\/[^/\\]/.test(target);
}
