import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../screens/shell.ts";
import type { ScreenExtension } from "../../screens/screenExtension.ts";
import { activationWarning, openingIsActive } from "./siteActivation.ts";

const WARNINGS = {
  goLive: { title: "resources.sites.activation.goLiveTitle", message: "resources.sites.activation.goLive" },
  brokenLinks: { title: "resources.sites.activation.brokenLinksTitle", message: "resources.sites.activation.brokenLinks" },
} as const;

/** The sites screen's activation rules on top of the YAML screen (spec part 1 section 4). */
export function useSitesExtension(): ScreenExtension {
  const { t } = useTranslation();
  return {
    prepareValues: (kind, values) => ({ ...values, isActive: openingIsActive(kind, values.isActive) }),
    async confirmSave(kind, values, row) {
      const warning = activationWarning(kind, row?.isActive, values.isActive);
      if (!warning) return true;
      return confirmDialog({ title: t(WARNINGS[warning].title), message: t(WARNINGS[warning].message) });
    },
  };
}
