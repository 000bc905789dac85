import { useEffect, useState } from "react";
import { Button } from "@blueprintjs/core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { invalidateResourceOf } from "../../api/invalidation.ts";
import type { FormValues } from "../../screens/controllers/dialogForm.ts";
import { useScreenDialog } from "../../screens/controllers/useScreenDialog.ts";
import { loadScreenConfig } from "../../screens/registry.ts";
import type { ScreenConfig } from "../../screens/screenConfig.ts";
import { ScreenDialog } from "../../screens/views/ScreenDialog.tsx";
import { useSitesExtension } from "../sites/useSitesExtension.ts";
import { CMS_TREE_PATH } from "./useCmsTree.ts";

// A create dialog has no row, so nothing is ever tracked per row.
const NO_ROWS = { isLoading: () => false, track: <T,>(_row: unknown, work: Promise<T>) => work };

/**
 * The site-creation dialog of the CMS master screen (spec part 2 section 2; needs cms): the sites
 * screen's own create dialog (screens/sites.screen.yaml) with its activation warning, so both
 * screens create sites alike: 'Saved!', 'An error occured while saving!' with the dialog kept
 * open, 'Site creation Cancelled!' on cancel. A new site gets its tab.
 */
export function SiteCreation() {
  const [config, setConfig] = useState<ScreenConfig | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadScreenConfig("sites").then((loaded) => isCurrent && setConfig(loaded));
    return () => {
      isCurrent = false;
    };
  }, []);
  if (!config) return null;
  return <SiteCreationDialog config={config} />;
}

function SiteCreationDialog({ config }: { config: ScreenConfig }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const dialogs = useScreenDialog(config, { rowLoading: NO_ROWS }, useSitesExtension());
  const submit = async (formData: FormValues) => {
    const isSaved = await dialogs.submit(formData);
    if (isSaved) await invalidateResourceOf(queryClient, CMS_TREE_PATH);
    return isSaved;
  };
  // The client only hides: the server refuses createSite without cms.
  if (!dialogs.can("create")) return null;
  return (
    <>
      <Button icon="add" text={t("resources.sites.dialogs.createButton")} onClick={() => dialogs.open("create")} />
      <ScreenDialog dialogs={{ ...dialogs, submit }} />
    </>
  );
}
