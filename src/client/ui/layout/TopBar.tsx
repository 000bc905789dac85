import type { ReactNode } from "react";
import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from "@blueprintjs/core";
import { LogOutIcon, MenuIcon, PersonIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";

export interface TopBarProps {
  appName: string;
  userName: string;
  /** The language dropdown. */
  languageSelect: ReactNode;
  isMobile: boolean;
  isSidebarCollapsed: boolean;
  /** Collapses or expands the sidebar (desktop) or opens the menu drawer (mobile). */
  onToggleMenu(): void;
  onLogout(): void;
}

/** The bar above every application screen: menu toggle, application name, account, language, logout. */
export function TopBar({ appName, userName, languageSelect, isMobile, isSidebarCollapsed, onToggleMenu, onLogout }: TopBarProps) {
  const { t } = useTranslation();
  const toggleLabel = isMobile
    ? t("shell.topBar.openMenu")
    : isSidebarCollapsed
      ? t("shell.topBar.expandMenu")
      : t("shell.topBar.collapseMenu");
  return (
    <Navbar className="app-top-bar">
      <NavbarGroup align={Alignment.START}>
        <Button variant="minimal" icon={<MenuIcon />} aria-label={toggleLabel} title={toggleLabel} onClick={onToggleMenu} />
        <NavbarHeading className="app-top-bar-name">{appName}</NavbarHeading>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        {!isMobile && (
          <span className="app-top-bar-user">
            <PersonIcon /> {userName}
          </span>
        )}
        {languageSelect}
        <NavbarDivider />
        <Button
          variant="minimal"
          icon={<LogOutIcon />}
          text={isMobile ? undefined : t("shell.topBar.logout")}
          aria-label={t("shell.topBar.logout")}
          onClick={onLogout}
        />
      </NavbarGroup>
    </Navbar>
  );
}
