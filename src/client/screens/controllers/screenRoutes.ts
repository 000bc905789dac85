import type { ScreenConfig } from "../screenConfig.ts";

/** The sub-route a screen shows (YAML routes), with the path's parameters. */
export interface OpenScreenRoute {
  id: string;
  params: Readonly<Record<string, string>>;
}

type RoutedConfig = Pick<ScreenConfig, "route" | "routes">;

/**
 * Which of the screen's sub-routes a path names (/app/contacts/edit/17 → edit with id 17), or
 * null on the list itself or a path the screen does not know. Pure, so the parsing is tested
 * without a router.
 */
export function matchScreenRoute(config: RoutedConfig, pathname: string): OpenScreenRoute | null {
  const prefix = `${config.route}/`;
  if (!pathname.startsWith(prefix)) return null;
  const segments = pathname.slice(prefix.length).replace(/\/$/, "").split("/");
  for (const route of config.routes ?? []) {
    const pattern = route.path.split("/");
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, i) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (name === undefined) return part === segments[i];
      const value = safeDecode(segments[i]!);
      if (value === undefined || value === "") return false;
      params[name] = value;
      return true;
    });
    if (fits) return { id: route.id, params };
  }
  return null;
}

/** The path of a sub-route with its parameters filled in (encoded); an unknown route or a missing parameter is a programming error. */
export function screenRoutePath(config: RoutedConfig, id: string, params: Readonly<Record<string, string | number>> = {}): string {
  const route = config.routes?.find((r) => r.id === id);
  if (!route) throw new Error(`The screen ${config.route} has no route '${id}'`);
  const path = route.path
    .split("/")
    .map((part) => {
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (name === undefined) return part;
      const value = params[name];
      if (value === undefined || value === "") throw new Error(`The route '${id}' needs its parameter '${name}'`);
      return encodeURIComponent(String(value));
    })
    .join("/");
  return `${config.route}/${path}`;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
