import { generatePath, matchPath } from "react-router-dom";
import type { AppRoute, ScreenRedirect } from "./routes.tsx";

/**
 * Where an older address of a screen (YAML redirects) leads: the screen's path with the parameters
 * the old address carries in its path or query, the rest of its query kept. Undefined when it lacks
 * one of them (/app/cms/content/page without ?id=): there is no screen to open.
 */
export function redirectTarget(
  route: Pick<AppRoute, "path" | "params">,
  redirect: ScreenRedirect,
  location: { pathname: string; search: string },
): string | undefined {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(matchPath(redirect.path, location.pathname)?.params ?? {})) if (value) values[name] = value;
  const rest = new URLSearchParams(location.search);
  for (const [name, param] of Object.entries(redirect.query ?? {})) {
    const value = rest.get(name);
    rest.delete(name);
    if (value) values[param] = value;
  }
  if (route.params.some((param) => !values[param])) return undefined;
  const query = rest.toString();
  return `${generatePath(route.path, values)}${query ? `?${query}` : ""}`;
}

/** A redirect's pattern relative to /app, as the shell's nested routes take it ("cms/content/page"). */
export function appRelative(path: string): string {
  return path.replace(/^\/app\//, "");
}
