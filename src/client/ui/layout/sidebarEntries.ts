/** What the sidebar view needs of a menu item (the app's MenuItem fits it). */
export interface SidebarEntry {
  id: string;
  labelKey: string;
  icon?: string;
  route?: string;
  children?: SidebarEntry[];
}

/**
 * The route of the entry to highlight for the current path: the longest route that is the path
 * or a parent of it (so /app/partner-order/quotes highlights "quotes", not "/app/partner-order").
 */
export function activeRoute(entries: readonly SidebarEntry[], path: string): string | undefined {
  let best: string | undefined;
  const visit = (items: readonly SidebarEntry[]) => {
    for (const item of items) {
      const route = item.route;
      if (route && (path === route || path.startsWith(`${route}/`)) && route.length > (best?.length ?? 0)) best = route;
      if (item.children) visit(item.children);
    }
  };
  visit(entries);
  return best;
}
