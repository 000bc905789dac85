import type { MenuItem } from "../../src/client/app/menu/menuItems.ts";
import { didYouMean } from "./did-you-mean.ts";
import type { Check } from "./screen-checks.ts";

/** A menu item with the groups above it, outermost first. */
export interface PlacedMenuItem {
  item: MenuItem;
  groups: MenuItem[];
  /** Depth-first position in the menu: the order the sidebar shows the entries. */
  position: number;
}

/** Every item of public/menu.json by id. */
export function menuIndex(items: readonly MenuItem[]): Map<string, PlacedMenuItem> {
  const index = new Map<string, PlacedMenuItem>();
  const visit = (list: readonly MenuItem[], groups: MenuItem[]) => {
    for (const item of list) {
      index.set(item.id, { item, groups, position: index.size });
      visit(item.children ?? [], [...groups, item]);
    }
  };
  visit(items, []);
  return index;
}

/**
 * The screen's menu entry against its route: the entry opens the route, and the entry and each
 * group above it are gated by the route's permission. A mismatch either shows an entry that
 * answers "No access" or hides a screen from the accounts that may open it.
 */
export function checkMenuEntry(
  screen: { route: string; permission: string; menu?: string },
  menu: Map<string, PlacedMenuItem>,
  check: Check,
) {
  if (!screen.menu) return;
  const placed = menu.get(screen.menu);
  if (!placed) {
    check.problems.push(`menu: public/menu.json has no item '${screen.menu}'${didYouMean(screen.menu, [...menu.keys()])}`);
    return;
  }
  const { item, groups } = placed;
  if (item.route !== screen.route)
    check.problems.push(
      `menu: the item '${item.id}' opens ${item.route ?? "nothing (it is a group)"}, not the screen's route ${screen.route}`,
    );
  const gate = item.permission ?? (item.languageEditors ? "language editors" : "everyone");
  if (item.permission !== screen.permission && !(screen.permission === "authenticated" && gate === "everyone")) {
    check.problems.push(`menu: the item '${item.id}' is shown to ${quoted(gate)} but the route needs '${screen.permission}'`);
  }
  for (const group of groups) {
    if (group.permission !== undefined && group.permission !== screen.permission) {
      check.problems.push(
        `menu: the group '${group.id}' of the item '${item.id}' is shown to '${group.permission}', so accounts with '${screen.permission}' would not see the screen`,
      );
    }
  }
}

/** A menu entry that opens a declared screen must be the one the screen names (its gating is checked only then). */
export function checkUnnamedEntries(
  screens: ReadonlyArray<{ file: string; route: string; menu?: string }>,
  menu: Map<string, PlacedMenuItem>,
): string[] {
  const problems: string[] = [];
  for (const { item } of menu.values()) {
    const screen = screens.find((s) => s.route === item.route);
    if (screen && screen.menu !== item.id)
      problems.push(`${screen.file}: menu: public/menu.json's item '${item.id}' opens this screen; name it (menu: ${item.id})`);
  }
  return problems;
}

function quoted(gate: string): string {
  return gate === "everyone" || gate === "language editors" ? gate : `'${gate}'`;
}
