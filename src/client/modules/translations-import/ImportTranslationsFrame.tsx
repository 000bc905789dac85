import type { CurrentUser } from "../../app/session.tsx";
import { RegisteredScreenFrame } from "../common/RegisteredScreenFrame.tsx";

export const IMPORT_TRANSLATIONS_ROUTE = "/app/cms/import-translations";

/** The import/export screen as the shell mounts it, for stories and tests, with the account's language rights. */
export function ImportTranslationsFrame({ languagePermissions = ["all"] }: { languagePermissions?: CurrentUser["languagePermissions"] }) {
  return <RegisteredScreenFrame path={IMPORT_TRANSLATIONS_ROUTE} permissions={[]} languagePermissions={languagePermissions} />;
}
