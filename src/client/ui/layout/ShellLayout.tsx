import "./layout.css";
import type { ReactNode } from "react";
import { Drawer, DrawerSize, Position } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

export interface ShellLayoutProps {
  topBar: ReactNode;
  sidebar: ReactNode;
  isMobile: boolean;
  isSidebarCollapsed: boolean;
  /** Mobile only: the menu drawer is open. */
  isMenuOpen: boolean;
  onMenuClose(): void;
  children: ReactNode;
}

/**
 * Top bar above, sidebar menu on the left, the screen in the rest. Below 768 px the sidebar
 * becomes a drawer opened from the top bar, so screens get the full width.
 */
export function ShellLayout({ topBar, sidebar, isMobile, isSidebarCollapsed, isMenuOpen, onMenuClose, children }: ShellLayoutProps) {
  const { t } = useTranslation();
  const modifiers = [isMobile && "app-shell-mobile", !isMobile && isSidebarCollapsed && "app-shell-collapsed"].filter(Boolean).join(" ");
  return (
    <div className={`app-shell ${modifiers}`}>
      <header className="app-shell-top">{topBar}</header>
      {isMobile ? (
        <Drawer isOpen={isMenuOpen} onClose={onMenuClose} position={Position.LEFT} size={DrawerSize.SMALL} title={t("shell.sidebar.title")}>
          <nav className="app-shell-drawer-menu" aria-label={t("shell.sidebar.title")}>
            {sidebar}
          </nav>
        </Drawer>
      ) : (
        <nav className="app-shell-sidebar" aria-label={t("shell.sidebar.title")}>
          {sidebar}
        </nav>
      )}
      {/* Focusable: the main area scrolls, and keyboard users must be able to scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <main className="app-shell-main" tabIndex={0}>
        {children}
      </main>
    </div>
  );
}
