import type { ComponentType } from "react";
import { matchPath, useLocation } from "react-router-dom";
import { NotFoundPanel } from "../ui/panels/NotFoundPanel.tsx";
import { preloadableLazy } from "../ui/preloadableLazy.tsx";
import { registeredScreens } from "./generated/registry.gen.ts";
import { DEFAULT_TARGET } from "./returnTarget.ts";
import { RouteParamsContext } from "./screenParams.tsx";

/**
 * A screen as `npm run gen` registers it from screens/*.screen.yaml: a table screen of the engine
 * or a hand-written module's screen (docs/client-conventions.md, "Routes").
 */
export interface RegisteredScreen {
  resource: string;
  kind: "table" | "module";
  /** Full hash path, e.g. "/app/administrators/accounts". */
  path: string;
  permission: string;
  titleKey: string;
  /** Route state name for the page-view report. */
  stateName: string;
  /** The screen's code: its module, or the engine with the screen's config and extension. */
  load: () => Promise<ComponentType>;
  /** A table screen's sub-routes (YAML routes, e.g. /app/contacts/edit/:id): the same screen with a dialog open. */
  subRoutes?: readonly SubRoute[];
  /** A module screen's path parameters (path /app/cms/content/page/:id), handed to it as `params`. */
  params?: readonly string[];
  /** Older addresses of the screen, sent on to its path. */
  redirects?: readonly ScreenRedirect[];
}

/** An older address of a screen (YAML redirects), replaced by the screen's path with the parameters it carries. */
export interface ScreenRedirect {
  /** Full react-router pattern of the old path, e.g. "/app/cms/content/page". */
  path: string;
  /** Query parameters of the old address carrying the route's parameters: query name → route parameter. */
  query?: Readonly<Record<string, string>>;
}

/** A path under a screen's route that shows the same screen (a dialog open on it), with its own page-view name. */
export interface SubRoute {
  /** Full react-router pattern, e.g. "/app/contacts/edit/:id". */
  path: string;
  stateName: string;
}

/** An application screen under /app as the shell routes it. */
export interface AppRoute {
  /** Full hash path, e.g. "/app/administrators/accounts". */
  path: string;
  /** Permission code the screen needs; without it the user sees the "no access" panel. */
  permission: string;
  titleKey: string;
  /** Route state name for the page-view report. */
  stateName: string;
  Component: ComponentType;
  /** Paths under `path` that render the same screen instance (it reads them from the URL). */
  subRoutes: readonly SubRoute[];
  /** The path's parameters (":id" of /app/cms/content/page/:id); none for most screens. */
  params: readonly string[];
  /** Older addresses that open this screen. */
  redirects: readonly ScreenRedirect[];
}

// Each screen is its own chunk: the login screen and the shell never load charts, maps or editors.
const chunks = new Map(registeredScreens.map((screen) => [screen.path, preloadableLazy(screen.load)]));

/** Every application screen, in menu order, from the generated registry. */
export const appRoutes: AppRoute[] = registeredScreens.map(({ path, permission, titleKey, stateName, subRoutes, params, redirects }) => ({
  path,
  permission,
  titleKey,
  stateName,
  Component: withParamsOf(path, params ?? [], chunks.get(path)!.Component),
  subRoutes: subRoutes ?? [],
  params: params ?? [],
  redirects: redirects ?? [],
}));

/** Starts loading a screen's chunk before its route renders (earlyLoads.ts); a path no screen has loads nothing. */
export function preloadScreen(path: string): Promise<unknown> {
  return chunks.get(path)?.preload() ?? Promise.resolve();
}

/**
 * The registered path of the screen an address shows: its own path (parameters filled in) or one
 * of its sub-routes (the same screen with a dialog open); undefined for an address no screen has.
 */
export function screenPathAt(pathname: string): string | undefined {
  const shows = (pattern: string) => matchPath(pattern, pathname) !== null;
  return registeredScreens.find((screen) => shows(screen.path) || (screen.subRoutes ?? []).some((sub) => shows(sub.path)))?.path;
}

/**
 * The screen as the shell renders it; a path with parameters provides their values, read from the
 * address, to its module (withRouteParams). Shown at an address its path does not match (nowhere
 * the shell routes it), it is a page that does not exist.
 */
function withParamsOf(path: string, params: readonly string[], Screen: ComponentType): ComponentType {
  if (params.length === 0) return Screen;
  function RoutedScreen() {
    const matched = matchPath(path, useLocation().pathname)?.params ?? {};
    const values: Record<string, string> = {};
    for (const name of params) if (matched[name]) values[name] = matched[name];
    if (Object.keys(values).length < params.length) return <NotFoundPanel homeHref={`#${DEFAULT_TARGET}`} />;
    return (
      <RouteParamsContext value={values}>
        <Screen />
      </RouteParamsContext>
    );
  }
  return RoutedScreen;
}
