/**
 * The route state name of a screen for the page-view report (the contract's
 * DashboardPageViewInput.screen, e.g. "app.administrators.accounts"): the route pattern's
 * segments joined by dots, parameters left out so that ids never reach the report.
 */
export function screenStateName(routePath: string): string {
  const name = routePath
    .split("/")
    .filter((segment) => segment !== "" && !segment.startsWith(":") && segment !== "*")
    .join(".")
    .replace(/[^A-Za-z0-9._-]/g, "-");
  return name.slice(0, 100) || "app";
}
