/**
 * The sidebar menu (public/menu.json) and who sees what of it (spec part 1, "Shell"):
 * - an item without `permission` and without `languageEditors` is always visible;
 * - `permission` shows it to accounts with that code (or 'all');
 * - `languageEditors: true` shows it to accounts that may edit a language (the Website item,
 *   and translation items that need nothing else);
 * - a group (an item with `children`) shows only if it passes itself and keeps a visible child.
 */
export interface MenuItem {
  id: string;
  labelKey: string;
  icon?: string;
  /** Hash route, e.g. "/app/dashboard"; groups have none. */
  route?: string;
  permission?: string;
  languageEditors?: boolean;
  children?: MenuItem[];
}

/** What gating needs to know about the account (a subset of usePermissions()). */
export interface MenuAccess {
  has(code: string): boolean;
  canEditLanguages: boolean;
}

export function isMenuItemAllowed(item: MenuItem, access: MenuAccess): boolean {
  if (item.permission === undefined && !item.languageEditors) return true;
  if (item.permission !== undefined && access.has(item.permission)) return true;
  return item.languageEditors === true && access.canEditLanguages;
}

/** The items the account may see, groups pruned to their visible children. */
export function visibleMenu(items: readonly MenuItem[], access: MenuAccess): MenuItem[] {
  return items.flatMap((item) => {
    if (!isMenuItemAllowed(item, access)) return [];
    if (!item.children) return [item];
    const children = visibleMenu(item.children, access);
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}

/** Checks the shape of menu.json; a broken file is a load failure, not a half-drawn menu. */
export function parseMenu(json: unknown): MenuItem[] {
  const items = (json as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new Error("menu.json: expected { items: [...] }");
  return items.map((item, index) => parseItem(item, `items[${index}]`));
}

function parseItem(value: unknown, where: string): MenuItem {
  const item = value as Record<string, unknown>;
  if (typeof item !== "object" || item === null) throw new Error(`menu.json ${where}: not an object`);
  for (const key of ["id", "labelKey"] as const) {
    if (typeof item[key] !== "string") throw new Error(`menu.json ${where}.${key}: expected a string`);
  }
  for (const key of ["icon", "route", "permission"] as const) {
    if (item[key] !== undefined && typeof item[key] !== "string") throw new Error(`menu.json ${where}.${key}: expected a string`);
  }
  if (item.children !== undefined && !Array.isArray(item.children)) throw new Error(`menu.json ${where}.children: expected a list`);
  const children = (item.children as unknown[] | undefined)?.map((child, i) => parseItem(child, `${where}.children[${i}]`));
  if (item.route === undefined && !children) throw new Error(`menu.json ${where}: needs a route or children`);
  return {
    id: item.id as string,
    labelKey: item.labelKey as string,
    icon: item.icon as string | undefined,
    route: item.route as string | undefined,
    permission: item.permission as string | undefined,
    languageEditors: item.languageEditors === true ? true : undefined,
    children,
  };
}
