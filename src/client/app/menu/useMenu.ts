import { useEffect, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { noticeDialog } from "../../ui/dialogs/noticeDialog.tsx";
import { usePermissions } from "../session.tsx";
import { parseMenu, visibleMenu, type MenuItem } from "./menuItems.ts";

/** menu.json is static; the timestamp makes sure a changed menu is seen without a cache flush. */
async function fetchMenu(): Promise<MenuItem[]> {
  const response = await fetch(`${import.meta.env.BASE_URL}menu.json?t=${Date.now()}`, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`menu.json: HTTP ${response.status}`);
  return parseMenu(await response.json());
}

/** The whole menu (ungated), loaded once per session; shared by the sidebar and the start screen. */
export function menuQuery() {
  return { queryKey: ["shell", "menu"], queryFn: fetchMenu, staleTime: Infinity, retry: false } as const;
}

/** The sidebar items the logged-in account may see; undefined while loading or after a failure. */
export function useMenu(): MenuItem[] | undefined {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const menu = useQuery(menuQuery());

  // Once per failed load (not again when the language, and with it `t`, changes).
  useEffect(() => {
    if (menu.isError) void noticeDialog({ message: t("errors.menuLoadFailed") });
  }, [menu.errorUpdatedAt]); // eslint-disable-line react-hooks/exhaustive-deps

  return useMemo(() => (menu.data ? visibleMenu(menu.data, permissions) : undefined), [menu.data, permissions]);
}
