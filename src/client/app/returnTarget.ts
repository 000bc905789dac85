/**
 * Where the login screen sends the user afterwards. A lost session keeps the screen the user
 * was on in the login URL (#/page/login?returnTo=/app/...), so a reload still knows it.
 */
export const LOGIN_PATH = "/page/login";
/**
 * The bare app: the shell opens the account's start screen there (the first screen of the menu
 * it may open, see startScreen.ts); not every account may open the dashboard.
 */
export const DEFAULT_TARGET = "/app";
const PARAM = "returnTo";

/**
 * Navigation state the login screen leaves on the screen it opens. A returnTo kept from an
 * earlier session may name a screen this account may not open (another person logged in): then
 * the start screen opens instead of "No access", which is only for a link followed on purpose.
 */
export const FROM_LOGIN = { fromLogin: true } as const;

export function isFromLogin(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { fromLogin?: unknown }).fromLogin === true;
}

/** The login URL that leads back to `location` after login. */
export function loginPathFor(location: { pathname: string; search?: string }): string {
  const target = location.pathname + (location.search ?? "");
  return isAppTarget(target) ? `${LOGIN_PATH}?${PARAM}=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/** The screen to open after login, read from the login URL's query; the start screen by default. */
export function returnTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get(PARAM);
  return target !== null && isAppTarget(target) ? target : DEFAULT_TARGET;
}

// Only screens of this app: never another site, never the login page itself.
function isAppTarget(target: string): boolean {
  return /^\/app\/[^/\\]/.test(target);
}
