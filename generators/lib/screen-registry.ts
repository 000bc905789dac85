import { screenStateName } from "../../src/client/app/screenStateName.ts";
import { banner, type GeneratedFile } from "./generated-file.ts";
import type { RegistryRedirect, RegistrySubRoute } from "./screen-routes.ts";

export const ENGINE_OUT_DIR = "src/client/screens/generated";
export const REGISTRY_OUT_DIR = "src/client/app/generated";
const SOURCES = "screens/*.screen.yaml";

/** One route of the app as the registry emits it. */
export interface RegistryEntry {
  resource: string;
  route: string;
  titleKey: string;
  permission: string;
  /** The page-view report's name of the route; default from the route's segments. */
  stateName?: string;
  /** Depth-first position of the screen's menu entry; screens without one come last. */
  menuPosition?: number;
  /** A table screen: its extension hook (file under src/client and export), if any. */
  table?: { extension?: { path: string; name: string } };
  /** A module screen: its component (file under src/client and export). */
  component?: { path: string; name: string };
  /** A table screen's sub-routes (YAML routes): the same screen, with a dialog open. */
  subRoutes?: RegistrySubRoute[];
  /** A module screen's path parameters (route /app/cms/content/page/:id): its component is typed for them. */
  params?: string[];
  /** A module screen's older addresses, sent on to its route. */
  redirects?: RegistryRedirect[];
}

/**
 * The engine's index of table screen configs (by resource), never naming a module: the engine
 * loads a config by its resource, the app's registry adds the screen's extension.
 */
export function engineConfigsFile(resources: string[]): GeneratedFile {
  const lines = resources.map((r) => `  ${r}: () => import("./${r}.screen.gen.ts").then((m) => m.${r}Screen),`);
  return {
    path: `${ENGINE_OUT_DIR}/configs.gen.ts`,
    content:
      `${banner(SOURCES)}import type { ScreenConfig } from "../screenConfig.ts";\n\n` +
      `/** The config of every table screen by resource; each loads with its screen, not with the shell. */\n` +
      `export const screenConfigs: Readonly<Record<string, () => Promise<ScreenConfig>>> = {\n${lines.join("\n")}\n};\n`,
  };
}

/**
 * Every route of the app, in menu order: the only file naming both the engine and the modules.
 * Each screen's code (its module, or the engine with the screen's config and extension) loads
 * when the route opens, never with the shell.
 */
export function registryFile(entries: RegistryEntry[]): GeneratedFile {
  const ordered = [...entries].sort(
    (a, b) => (a.menuPosition ?? Infinity) - (b.menuPosition ?? Infinity) || a.resource.localeCompare(b.resource),
  );
  const lines = ordered.map((e) => {
    const fields = {
      resource: e.resource,
      kind: e.component ? "module" : "table",
      path: e.route,
      permission: e.permission,
      titleKey: e.titleKey,
      stateName: e.stateName ?? screenStateName(e.route),
      ...(e.subRoutes ? { subRoutes: e.subRoutes } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.redirects ? { redirects: e.redirects } : {}),
    };
    const data = Object.entries(fields)
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
      .join(", ");
    return `  { ${data}, load: ${loaderOf(e)} },`;
  });
  const usesEngine = entries.some((e) => e.table);
  const usesParams = entries.some((e) => e.params);
  return {
    path: `${REGISTRY_OUT_DIR}/registry.gen.ts`,
    content:
      `${banner(SOURCES)}` +
      `${usesEngine ? 'import { tableScreen } from "../../screens/registry.ts";\n' : ""}import type { RegisteredScreen } from "../routes.tsx";\n` +
      `${usesParams ? 'import { withRouteParams } from "../screenParams.tsx";\n' : ""}\n` +
      `/** Every screen of the app: route data, and how its code loads when the route opens. */\n` +
      `export const registeredScreens: readonly RegisteredScreen[] = [\n${lines.join("\n")}\n];\n`,
  };
}

function loaderOf(entry: RegistryEntry): string {
  const load = ({ path, name }: { path: string; name: string }) => `import("../../${path}").then((m) => m.${name})`;
  if (entry.component && entry.params) {
    // The component must take these parameters (ModuleScreenProps), or tsc fails on the registry.
    const names = entry.params.map((p) => JSON.stringify(p)).join(" | ");
    const { path, name } = entry.component;
    return `() => import("../../${path}").then((m) => withRouteParams<${names}>(m.${name}))`;
  }
  if (entry.component) return `() => ${load(entry.component)}`;
  const extension = entry.table?.extension;
  return `() => tableScreen(${JSON.stringify(entry.resource)}${extension ? `, () => ${load(extension)}` : ""})`;
}
