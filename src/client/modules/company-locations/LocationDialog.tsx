import { useState } from "react";
import { AnchorButton, Button, Callout, DialogBody, DialogFooter, NonIdealState, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../app/session.tsx";
import { tabsWithErrors } from "../common/formErrors.ts";
import { FormErrorSummary } from "../common/FormErrorSummary.tsx";
import { TabTitle } from "../common/TabTitle.tsx";
import { DeviationsPane } from "./DeviationsPane.tsx";
import { LocationAddressPane } from "./LocationAddressPane.tsx";
import { LocationInformationPane } from "./LocationInformationPane.tsx";
import { LocationManagersPanel } from "./LocationManagersPanel.tsx";
import { LocationMeetingsPane } from "./LocationMeetingsPane.tsx";
import { locationErrorLines, type LocationTab } from "./locationValidation.ts";
import { OpeningHoursPane } from "./OpeningHoursPane.tsx";
import { ServerFieldList } from "./ServerFieldList.tsx";
import { useLocationDialog } from "./useLocationDialog.ts";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";

export interface LocationDialogProps {
  /** The location to edit, or null for a new one. */
  locationId: number | null;
  /** A new location's country (the list's country filter). */
  defaultCountry?: string;
  onClose(): void;
}

/** Link of the customer portal's page of the store (the server redirects; opens in a new tab). */
const portalLinkOf = (locationId: number) => `/rest/admin/accounts/redirect-to-portal?storeId=${locationId}`;

const TAB_KEYS: Record<LocationTab, string> = {
  information: "companyLocations.dialog.tabs.information",
  address: "companyLocations.dialog.tabs.address",
  openingHours: "companyLocations.dialog.tabs.openingHours",
  deviations: "companyLocations.dialog.tabs.deviations",
  managers: "companyLocations.dialog.tabs.managers",
  meetings: "companyLocations.dialog.tabs.meetings",
};

/**
 * Create or edit a company location, in tabs starting on 'information': address and
 * coordinates, opening hours with time schemas, deviations, managers, meeting bookings, and the
 * link to the store's customer-portal account (spec part 1 section 2).
 */
export function LocationDialog({ locationId, defaultCountry, onClose }: LocationDialogProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const state = useLocationDialog(locationId, defaultCountry);
  const [tab, setTab] = useState<LocationTab>("information");
  const { draft, errors } = state;
  const withErrors = tabsWithErrors(errors);
  const title = (id: LocationTab) => <TabTitle text={t(TAB_KEYS[id])} hasErrors={withErrors.has(id)} />;
  const savedId = draft?.id ?? null;

  const cancel = () => {
    state.cancel();
    onClose();
  };
  const save = async () => {
    if (await state.save()) onClose();
  };

  return (
    <AppDialog
      isOpen
      onClose={cancel}
      title={
        draft?.id === null
          ? t("companyLocations.dialog.titleNew")
          : t("companyLocations.dialog.titleEdit", { name: state.stored?.name ?? "" })
      }
      style={{ width: 860, maxWidth: "95vw" }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {/* A steady height, so the dialog does not jump when another tab is chosen. */}
        <DialogBody style={{ minHeight: 460 }}>
          {!draft ? (
            state.isLoadFailed ? (
              <NonIdealState
                icon="error"
                title={t("companyLocations.messages.loadOneFailed")}
                action={<Button text={t("companyLocations.messages.retry")} onClick={state.retryLoad} />}
              />
            ) : (
              <NonIdealState icon={<Spinner size={32} />} title={t("companyLocations.dialog.loading")} />
            )
          ) : (
            <>
              {errors.length > 0 && (
                <FormErrorSummary lines={locationErrorLines(errors, t)} conclusion={t("companyLocations.form.invalid")} />
              )}
              {state.isStale && (
                <Callout intent="warning" role="alert" style={{ marginBottom: 12 }}>
                  <p>{t("companyLocations.messages.stale")}</p>
                  <Button icon="refresh" text={t("companyLocations.messages.reload")} onClick={() => void state.reload()} />
                </Callout>
              )}
              {state.failure && (
                <Callout
                  intent="danger"
                  role="alert"
                  title={t("companyLocations.messages.saveFailedInDialog")}
                  style={{ marginBottom: 12 }}
                >
                  {state.failure.message !== t("companyLocations.messages.saveFailedInDialog") && <p>{state.failure.message}</p>}
                  <ServerFieldList fields={state.failure.fields} />
                </Callout>
              )}
              <Tabs id="location-dialog-tabs" selectedTabId={tab} onChange={(id) => setTab(id as LocationTab)} renderActiveTabPanelOnly>
                <Tab
                  id="information"
                  title={title("information")}
                  panel={<LocationInformationPane draft={draft} stored={state.stored} state={state} />}
                />
                <Tab id="address" title={title("address")} panel={<LocationAddressPane draft={draft} state={state} />} />
                <Tab
                  id="openingHours"
                  title={title("openingHours")}
                  panel={<OpeningHoursPane draft={draft} errors={errors} change={state.change} />}
                />
                <Tab
                  id="deviations"
                  title={title("deviations")}
                  panel={<DeviationsPane deviations={draft.deviations} onChange={(deviations) => state.change({ deviations })} />}
                />
                {permissions.has("manager") && (
                  <Tab
                    id="managers"
                    title={title("managers")}
                    panel={
                      savedId === null ? (
                        <p>{t("companyLocations.managers.newLocation")}</p>
                      ) : (
                        <LocationManagersPanel locationId={savedId} />
                      )
                    }
                  />
                )}
                <Tab
                  id="meetings"
                  title={title("meetings")}
                  panel={
                    savedId === null ? <p>{t("companyLocations.meetings.newLocation")}</p> : <LocationMeetingsPane locationId={savedId} />
                  }
                />
              </Tabs>
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("companyLocations.dialog.cancel")} onClick={cancel} />
              <Button
                type="submit"
                intent="primary"
                disabled={!draft || state.isStale}
                loading={state.isSaving}
                text={t("companyLocations.dialog.save")}
              />
            </>
          }
        >
          {savedId !== null && (
            <AnchorButton
              variant="minimal"
              icon="share"
              href={portalLinkOf(savedId)}
              target="_blank"
              rel="noopener noreferrer"
              text={t("companyLocations.dialog.portal")}
            />
          )}
        </DialogFooter>
      </form>
    </AppDialog>
  );
}
