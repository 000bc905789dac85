import { screenStateName } from "../../src/client/app/screenStateName.ts";
import type { ScreenSubRoute } from "../../src/client/screens/screenConfig.ts";
import type { Check } from "./screen-checks.ts";

/** A sub-route as the app's registry routes it: react-router's pattern and its page-view name. */
export interface RegistrySubRoute {
  /** Full path with react-router parameters, e.g. /app/contacts/edit/:id. */
  path: string;
  stateName: string;
}

const PARAMETER = /^\{([a-zA-Z][a-zA-Z0-9]*)\}$/;

/**
 * A table screen's sub-routes (YAML routes): ids and paths unique, a parameter named once per
 * path, and an extension to open what they name. The schema already checked their spelling.
 */
export function checkRoutes(yaml: any, check: Check): ScreenSubRoute[] | undefined {
  const given: Array<{ id: string; path: string }> | undefined = yaml.routes;
  if (!given) return undefined;
  if (!yaml.extension) check.problems.push("routes: the screen has no extension to open them");
  const routes = given.map(({ id, path }, i) => {
    const params = path.split("/").flatMap((segment) => PARAMETER.exec(segment)?.[1] ?? []);
    for (const twice of params.filter((p, j) => params.indexOf(p) !== j))
      check.problems.push(`routes[${i}].path: the parameter '${twice}' is named twice`);
    return { id, path, params };
  });
  for (const [what, values] of [
    ["id", routes.map((r) => r.id)],
    // edit/{id} and edit/{key} would be one route.
    ["path", routes.map((r) => r.path.replace(/\{[^}]+\}/g, "{}"))],
  ] as const) {
    for (const twice of new Set(values.filter((v, j) => values.indexOf(v) !== j)))
      check.problems.push(`routes: two routes have the ${what} '${twice}'`);
  }
  return routes;
}

/** The sub-routes as the registry emits them: full react-router patterns and page-view names. */
export function registrySubRoutes(screenRoute: string, routes: readonly ScreenSubRoute[]): RegistrySubRoute[] {
  return routes.map((route) => {
    const path = `${screenRoute}/${routerPattern(route.path)}`;
    return { path, stateName: screenStateName(path) };
  });
}

/** edit/{id} → edit/:id (react-router's spelling; the YAML keeps the contract's). */
function routerPattern(path: string): string {
  return path
    .split("/")
    .map((segment) => segment.replace(PARAMETER, ":$1"))
    .join("/");
}
