import { useMemo } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { ScreenConfig } from "../screenConfig.ts";
import { matchScreenRoute, screenRoutePath, type OpenScreenRoute } from "./screenRoutes.ts";

/** A screen's sub-routes as its extension uses them (ScreenExtensionContext.route). */
export interface ScreenRouteState {
  /** The sub-route the address names (a dialog to show), or null on the list. */
  current: OpenScreenRoute | null;
  /** Opens a sub-route (e.g. edit with { id }): a new history entry, the list's query kept. */
  open(id: string, params?: Readonly<Record<string, string | number>>): void;
  /** Back to the list: the entry before when the list opened the route, else the list's path in its place. */
  close(): void;
}

/** Marks a history entry the list opened, so closing can go back to the list's own entry. */
const FROM_LIST = "screenRouteFromList";

/**
 * The screen's sub-routes from the address (YAML routes): the open one and its parameters,
 * opening one as a new history entry (so the back button closes the dialog), closing back to
 * the list with its page, sort and filters. An address typed or shared opens the dialog
 * directly; closing it then replaces the entry with the list.
 */
export function useScreenRoute(config: ScreenConfig): ScreenRouteState {
  const location = useLocation();
  const navigate = useNavigate();
  const current = useMemo(() => matchScreenRoute(config, location.pathname), [config, location.pathname]);
  const fromList = (location.state as Record<string, unknown> | null)?.[FROM_LIST] === true;
  return {
    current,
    open: (id, params) =>
      navigate({ pathname: screenRoutePath(config, id, params), search: location.search }, { state: { [FROM_LIST]: true } }),
    close: () => {
      if (!current) return;
      if (fromList) navigate(-1);
      else navigate({ pathname: config.route, search: location.search }, { replace: true });
    },
  };
}
