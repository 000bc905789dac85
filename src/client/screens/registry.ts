import { createElement, lazy, type ComponentType } from "react";
import { generatedScreens } from "./generated/registry.gen.ts";
import type { ScreenEntry } from "./screenConfig.ts";
import type { UseScreenExtension } from "./screenExtension.ts";

/** A route of a YAML screen for the shell's router (docs/client-conventions.md). */
export interface ScreenRoute {
  path: string;
  permission: string;
  titleKey: string;
  Component: ComponentType;
}

/**
 * The YAML screens as routes. Each Component is lazy: the screen's config, the engine, rjsf and
 * the screen's extension load when the route is opened, never with the login screen or shell.
 */
export const screenRoutes: ScreenRoute[] = generatedScreens.map((entry) => ({
  path: entry.path,
  permission: entry.permission,
  titleKey: entry.titleKey,
  Component: lazy(() => loadScreen(entry)),
}));

async function loadScreen(entry: ScreenEntry): Promise<{ default: ComponentType }> {
  const [config, { ScreenPage }, useExtension] = await Promise.all([entry.load(), import("./views/ScreenPage.tsx"), loadExtension(entry)]);
  function Screen() {
    return createElement(ScreenPage, { config, useExtension });
  }
  Screen.displayName = `${entry.resource}Screen`;
  return { default: Screen };
}

/**
 * The screen's hand-written part: the module its YAML names (`extension`, loaded with the
 * screen's chunk), else one kept beside the engine (screenExtensions.ts), else none.
 */
async function loadExtension(entry: ScreenEntry): Promise<UseScreenExtension | undefined> {
  if (entry.loadExtension) return entry.loadExtension();
  const { screenExtensions } = await import("./screenExtensions.ts");
  return screenExtensions[entry.resource];
}

/** A YAML screen's config by resource (stories, tests, and screens that embed another's table). */
export async function loadScreenConfig(resource: string) {
  const entry = generatedScreens.find((screen) => screen.resource === resource);
  if (!entry) throw new Error(`No screen '${resource}' in screens/`);
  return entry.load();
}
