import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router-dom";
import { NoAccessPanel } from "../ui/panels/NoAccessPanel.tsx";
import { PageSpinner } from "../ui/panels/PageSpinner.tsx";
import { menuQuery } from "./menu/useMenu.ts";
import { visibleMenu } from "./menu/menuItems.ts";
import { appRoutes } from "./routes.tsx";
import { usePermissions } from "./session.tsx";
import { startScreenPath } from "./startScreen.ts";

// A route with path parameters (the page editor's /app/cms/content/page/:id) opens nothing by itself.
const startableRoutes = appRoutes.filter((route) => route.params.length === 0);

/**
 * The bare #/app (where login leads without a returnTo): opens the account's start screen, the
 * first screen of its menu it may open. Waits for the menu (the sidebar loads it anyway); a menu
 * that failed to load falls back to the screens' own order (the sidebar reports the failure).
 */
export function StartScreen() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const menu = useQuery(menuQuery());
  if (menu.isPending) return <PageSpinner label={t("shell.loading")} />;
  const target = startScreenPath(menu.data && visibleMenu(menu.data, permissions), startableRoutes, permissions);
  return target ? <Navigate to={target} replace /> : <NoAccessPanel />;
}
