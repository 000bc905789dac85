import type { MenuAccess, MenuItem } from "./menu/menuItems.ts";

/** What the start screen needs of a screen route: its path and the permission it is gated by. */
export interface GatedRoute {
  path: string;
  permission: string;
}

/**
 * The screen an account starts on (after login, and at the bare #/app): the first screen of its
 * menu (`visible` is the menu already gated for the account, in menu order) that it may open.
 * Built screens come first: a menu entry whose screen is not built yet shows "Page not found",
 * so it is the start only when the account's menu has nothing else (a translator today).
 * Without a menu (it failed to load) the first screen of `routes` the account may open.
 * Undefined when the account may open nothing.
 */
export function startScreenPath(
  visible: readonly MenuItem[] | undefined,
  routes: readonly GatedRoute[],
  access: Pick<MenuAccess, "has">,
): string | undefined {
  const openable = (route: GatedRoute) => access.has(route.permission);
  if (!visible) return routes.find(openable)?.path;
  const menuRoutes = menuRoutePaths(visible);
  const built = new Map(routes.map((route) => [route.path, route]));
  return menuRoutes.find((path) => built.has(path) && openable(built.get(path)!)) ?? menuRoutes.find((path) => !built.has(path));
}

/** The routes of the menu's entries, depth first (the order the sidebar shows them). */
export function menuRoutePaths(items: readonly MenuItem[]): string[] {
  return items.flatMap((item) => [...(item.route ? [item.route] : []), ...menuRoutePaths(item.children ?? [])]);
}
