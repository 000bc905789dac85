import { useContext } from "react";
import { useTranslation } from "react-i18next";
import { SessionContext } from "./session.tsx";

/** The application's name: the frontend configuration's when logged in, else the translated default. */
export function useAppName(): string {
  const { t } = useTranslation();
  const configured = useContext(SessionContext)?.config.applicationName;
  return configured?.trim() ? configured : t("shell.appName");
}
