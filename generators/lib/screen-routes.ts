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

/** A module screen's route as the registry routes it: react-router's pattern, its parameters and older addresses. */
export interface ModuleRoute {
  /** Full react-router pattern, e.g. /app/cms/content/page/:id. */
  path: string;
  /** The route's path parameters, in order (none for most screens). */
  params: string[];
  redirects: RegistryRedirect[];
}

/** An older address of a screen that the app sends on to the screen's route (YAML redirects). */
export interface RegistryRedirect {
  /** Full react-router pattern of the old path, e.g. /app/cms/content/page. */
  path: string;
  /** The old address's query parameters that carry route parameters: query name → route parameter. */
  query?: Record<string, string>;
}

const QUERY_PARAMETER = /^([a-zA-Z][a-zA-Z0-9]*)=\{([a-zA-Z][a-zA-Z0-9]*)\}$/;

/**
 * A module screen's route and its redirects (the schema checked their spelling): each parameter
 * named once; no menu entry on a route with parameters (the entry has no values for them); each
 * redirect another path than the route, naming every parameter of the route exactly once (in its
 * path or its query) and no other.
 */
export function checkModuleRoute(yaml: any, check: Check): ModuleRoute {
  const route: string = yaml.route;
  const params = route.split("/").flatMap((segment) => PARAMETER.exec(segment)?.[1] ?? []);
  for (const twice of new Set(params.filter((p, j) => params.indexOf(p) !== j)))
    check.problems.push(`route: the parameter '${twice}' is named twice`);
  if (params.length > 0 && yaml.menu) check.problems.push(`menu: the route ${route} has parameters; a menu entry has no values for them`);
  const redirects = ((yaml.redirects ?? []) as string[]).map((address, i) => {
    const where = `redirects[${i}]`;
    const [oldPath = "", search] = address.split("?");
    const query = Object.fromEntries(
      (search ? search.split("&") : []).flatMap((pair) => {
        const [, name, param] = QUERY_PARAMETER.exec(pair) ?? [];
        return name && param ? [[name, param]] : [];
      }),
    );
    const named = [...oldPath.split("/").flatMap((segment) => PARAMETER.exec(segment)?.[1] ?? []), ...Object.values(query)];
    for (const param of new Set(named)) {
      if (!params.includes(param)) check.problems.push(`${where}: '${param}' is not a parameter of the route ${route}`);
      else if (named.filter((p) => p === param).length > 1) check.problems.push(`${where}: the parameter '${param}' is named twice`);
    }
    for (const param of params.filter((p) => !named.includes(p)))
      check.problems.push(`${where}: names no value for the route's parameter '${param}'`);
    if (anyParameter(oldPath) === anyParameter(route)) check.problems.push(`${where}: ${oldPath} is the route itself`);
    return { path: routerPattern(oldPath), ...(Object.keys(query).length > 0 ? { query } : {}) };
  });
  return { path: routerPattern(route), params, redirects };
}

/** A path with every parameter alike (/edit/{id}, /edit/{key} and /edit/:id are one route). */
export function anyParameter(path: string): string {
  return path.replace(/\{[^}]+\}|:[a-zA-Z0-9]+/g, ":");
}
