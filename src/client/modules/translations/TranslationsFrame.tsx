import type { CurrentUser } from "../../app/session.tsx";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";

export const TRANSLATIONS_ROUTE = "/app/cms/translations";

/** The translations screen as the shell mounts it, for stories and tests, with the account's language rights. */
export function TranslationsFrame({ languagePermissions = ["all"] }: { languagePermissions?: CurrentUser["languagePermissions"] }) {
  return <RegisteredScreenFrame path={TRANSLATIONS_ROUTE} permissions={[]} languagePermissions={languagePermissions} />;
}
