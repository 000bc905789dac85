import { createElement, type ComponentType } from "react";
import { screenConfigs } from "./generated/configs.gen.ts";
import type { ScreenConfig } from "./screenConfig.ts";
import type { UseScreenExtension } from "./screenExtension.ts";

/**
 * A table screen's component: its config, the engine's page (with rjsf) and the screen's
 * extension load together when the route opens, never with the login screen or the shell. The
 * app's registry (src/client/app/generated/registry.gen.ts) hands over the extension: the engine
 * never names a module.
 */
export async function tableScreen(resource: string, loadExtension?: () => Promise<UseScreenExtension>): Promise<ComponentType> {
  const [config, { ScreenPage }, useExtension] = await Promise.all([
    loadScreenConfig(resource),
    import("./views/ScreenPage.tsx"),
    loadExtension?.(),
  ]);
  function Screen() {
    return createElement(ScreenPage, { config, useExtension });
  }
  Screen.displayName = `${resource}Screen`;
  return Screen;
}

/** A table screen's config by resource (stories, tests, and screens that embed another's table). */
export async function loadScreenConfig(resource: string): Promise<ScreenConfig> {
  const load = screenConfigs[resource];
  if (!load) throw new Error(`No table screen '${resource}' in screens/`);
  return load();
}
