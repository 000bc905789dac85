import { Fragment } from "react";
import { Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { activeRoute, type SidebarEntry } from "./sidebarEntries.ts";

export interface SidebarMenuProps {
  /** Entries already filtered to what the account may see. */
  entries: readonly SidebarEntry[];
  /** The current hash path, to highlight its entry. */
  currentPath: string;
  /** Icons only (labels as tooltips and for screen readers). */
  isCollapsed: boolean;
  /** Called after an entry was chosen (the mobile drawer closes). */
  onNavigate?(): void;
}

/** The sidebar's menu: groups as headed sections, screens as links. */
export function SidebarMenu({ entries, currentPath, isCollapsed, onNavigate }: SidebarMenuProps) {
  const { t } = useTranslation();
  const active = activeRoute(entries, currentPath);

  const link = (entry: SidebarEntry) => {
    const label = t(entry.labelKey);
    return (
      <MenuItem
        key={entry.id}
        icon={entry.icon as IconName | undefined}
        text={isCollapsed ? <span className="app-visually-hidden">{label}</span> : label}
        htmlTitle={isCollapsed ? label : undefined}
        href={entry.route ? `#${entry.route}` : undefined}
        active={entry.route === active}
        onClick={onNavigate}
      />
    );
  };

  return (
    <Menu className={isCollapsed ? "app-sidebar-menu app-sidebar-menu-collapsed" : "app-sidebar-menu"}>
      {entries.map((entry, index) => {
        if (!entry.children) return link(entry);
        return (
          <Fragment key={entry.id}>
            {/* Collapsed: the group's screens as icons between dividers (a hover sub-menu would hide them). */}
            <MenuDivider title={isCollapsed ? undefined : t(entry.labelKey)} />
            {entry.children.map(link)}
            {/* Closes the section, so that a following single screen does not read as part of it. */}
            {index < entries.length - 1 && !entries[index + 1]!.children && <MenuDivider />}
          </Fragment>
        );
      })}
    </Menu>
  );
}
