import { useState } from "react";
import { useLocation } from "react-router-dom";
import { ShellLayout } from "../ui/layout/ShellLayout.tsx";
import { SidebarMenu } from "../ui/layout/SidebarMenu.tsx";
import { TopBar } from "../ui/layout/TopBar.tsx";
import { useIsMobile } from "../ui/layout/useIsMobile.ts";
import { useLayoutSettings } from "../ui/layout/useLayoutSettings.ts";
import { AppScreens } from "./AppScreens.tsx";
import { AppLanguageSelect } from "./AppLanguageSelect.tsx";
import { useMenu } from "./menu/useMenu.ts";
import { useCurrentUser } from "./session.tsx";
import { useAppName } from "./useAppName.ts";
import { useLogout } from "./useLogout.ts";

/** The logged-in frame: connects the layout views to the session, menu, language and logout. */
export function ShellFrame() {
  const user = useCurrentUser();
  const appName = useAppName();
  const menu = useMenu();
  const logout = useLogout();
  const isMobile = useIsMobile();
  const [layout, setLayout] = useLayoutSettings();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  const toggleMenu = () => (isMobile ? setMenuOpen(true) : setLayout({ isSidebarCollapsed: !layout.isSidebarCollapsed }));

  return (
    <ShellLayout
      isMobile={isMobile}
      isSidebarCollapsed={layout.isSidebarCollapsed}
      isMenuOpen={isMenuOpen}
      onMenuClose={() => setMenuOpen(false)}
      topBar={
        <TopBar
          appName={appName}
          userName={user.fullName || user.email}
          languageSelect={<AppLanguageSelect />}
          isMobile={isMobile}
          isSidebarCollapsed={layout.isSidebarCollapsed}
          onToggleMenu={toggleMenu}
          onLogout={() => void logout()}
        />
      }
      sidebar={
        menu && (
          <SidebarMenu
            entries={menu}
            currentPath={pathname}
            isCollapsed={!isMobile && layout.isSidebarCollapsed}
            onNavigate={() => setMenuOpen(false)}
          />
        )
      }
    >
      <AppScreens />
    </ShellLayout>
  );
}
