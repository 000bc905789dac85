import { Button, DialogBody, DialogFooter } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { LocationManagersPanel } from "./LocationManagersPanel.tsx";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";

export interface LocationManagersDialogProps {
  location: { id: number; name: string };
  onClose(): void;
}

/** Location managers dialog: lists the managers of a location; add by e-mail; remove with confirmation. */
export function LocationManagersDialog({ location, onClose }: LocationManagersDialogProps) {
  const { t } = useTranslation();
  return (
    <AppDialog isOpen onClose={onClose} title={t("companyLocations.managers.title", { name: location.name })} style={{ width: 560 }}>
      <DialogBody>
        <LocationManagersPanel locationId={location.id} />
      </DialogBody>
      <DialogFooter actions={<Button text={t("companyLocations.managers.close")} onClick={onClose} />} />
    </AppDialog>
  );
}
