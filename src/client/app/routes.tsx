import type { ComponentType } from "react";
import { preloadableLazy } from "../ui/preloadableLazy.tsx";
import { registeredScreens } from "./generated/registry.gen.ts";

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
}

// Each screen is its own chunk: the login screen and the shell never load charts, maps or editors.
const chunks = new Map(registeredScreens.map((screen) => [screen.path, preloadableLazy(screen.load)]));

/** Every application screen, in menu order, from the generated registry. */
export const appRoutes: AppRoute[] = registeredScreens.map(({ path, permission, titleKey, stateName, subRoutes }) => ({
  path,
  permission,
  titleKey,
  stateName,
  Component: chunks.get(path)!.Component,
  subRoutes: subRoutes ?? [],
}));

/** Starts loading a screen's chunk before its route renders (earlyLoads.ts); a path no screen has loads nothing. */
export function preloadScreen(path: string): Promise<unknown> {
  return chunks.get(path)?.preload() ?? Promise.resolve();
}
