import { matchPath } from "react-router-dom";
import type { AppRoute } from "./routes.tsx";

/**
 * The page-view name of the path a screen shows: the sub-route's that matches it
 * (app.contacts.edit for /app/contacts/edit/7), else the screen's own.
 */
export function stateNameAt(route: Pick<AppRoute, "stateName" | "subRoutes">, pathname: string): string {
  return route.subRoutes.find((sub) => matchPath(sub.path, pathname) !== null)?.stateName ?? route.stateName;
}

/** A sub-route's pattern under its screen's route, as a nested <Route> takes it ("edit/:id"). */
export function subRoutePattern(route: Pick<AppRoute, "path">, subPath: string): string {
  return subPath.slice(route.path.length + 1);
}
