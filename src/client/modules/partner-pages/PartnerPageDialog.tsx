import { useState } from "react";
import { Callout, FormGroup, InputGroup, Tab, Tabs } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { DraftDialogFrame } from "../common/DraftDialogFrame.tsx";
import { errorOf, tabsWithErrors } from "../common/formErrors.ts";
import { FormErrorSummary } from "../common/FormErrorSummary.tsx";
import { TabTitle } from "../common/TabTitle.tsx";
import { PartnerPageLocations } from "./PartnerPageLocations.tsx";
import { PartnerPageVersions } from "./PartnerPageVersions.tsx";
import type { PartnerPage, PartnerPageOwner } from "./partnerPageTypes.ts";
import { partnerPageErrorLines, type PartnerPageTab } from "./partnerPageValidation.ts";
import { usePartnerPageDialog } from "./usePartnerPageDialog.ts";

export interface PartnerPageDialogProps {
  /** The location whose page is edited (or gets a new one). */
  owner: PartnerPageOwner;
  /** Told after a save; the answers the save changed (the locations' too) are already marked stale. */
  onSaved?(page: PartnerPage): void;
  /** Closing without saving: nothing is written and the original data stays. */
  onClose(): void;
}

const TAB_KEYS: Record<PartnerPageTab, string> = {
  information: "partnerPages.dialog.tabs.information",
  versions: "partnerPages.dialog.tabs.versions",
};

/** Create or edit a location's partner page: the default-language ('en') page plus per-site versions. */
export function PartnerPageDialog({ owner, onSaved, onClose }: PartnerPageDialogProps) {
  const { t } = useTranslation();
  const state = usePartnerPageDialog(owner, onSaved);
  const [tab, setTab] = useState<PartnerPageTab>("information");
  const { errors } = state;
  const withErrors = tabsWithErrors(errors);
  const tabTitle = (id: PartnerPageTab) => <TabTitle text={t(TAB_KEYS[id])} hasErrors={withErrors.has(id)} />;
  const title = owner.partnerPage
    ? t("partnerPages.dialog.titleEdit", { name: owner.partnerPage.name })
    : t("partnerPages.dialog.titleNew", { name: owner.name });

  return (
    <DraftDialogFrame
      title={title}
      width={600}
      texts="partnerPages.dialog"
      state={state}
      formErrors={
        errors.length > 0 && <FormErrorSummary lines={partnerPageErrorLines(errors, t)} conclusion={t("partnerPages.form.invalid")} />
      }
      failure={
        state.failure && (
          <Callout intent="danger" role="alert" title={t("partnerPages.messages.saveFailed")} style={{ marginBottom: 12 }}>
            {state.failure.message !== t("partnerPages.messages.saveFailed") && state.failure.message}
          </Callout>
        )
      }
      onClose={onClose}
    >
      {(draft) => (
        <Tabs id="partner-page-tabs" selectedTabId={tab} onChange={(id) => setTab(id as PartnerPageTab)}>
          <Tab
            id="information"
            title={tabTitle("information")}
            panel={
              <>
                <FormGroup
                  label={t("partnerPages.fields.name")}
                  labelFor="partner-page-name"
                  intent={errorOf(errors, "name") ? "danger" : "none"}
                >
                  <InputGroup
                    id="partner-page-name"
                    value={draft.name}
                    intent={errorOf(errors, "name") ? "danger" : "none"}
                    onValueChange={(name) => state.change((d) => ({ ...d, name }))}
                  />
                </FormGroup>
                <FormGroup
                  label={t("partnerPages.fields.hostname")}
                  labelFor="partner-page-hostname"
                  helperText={
                    state.failure?.fields["hostname"] ??
                    state.failure?.fields["partnerPage.hostname"] ??
                    t("partnerPages.dialog.hostnameHint")
                  }
                  intent={
                    errorOf(errors, "hostname") || state.failure?.fields["hostname"] || state.failure?.fields["partnerPage.hostname"]
                      ? "danger"
                      : "none"
                  }
                >
                  <InputGroup
                    id="partner-page-hostname"
                    value={draft.hostname}
                    intent={errorOf(errors, "hostname") ? "danger" : "none"}
                    onValueChange={(hostname) => state.change((d) => ({ ...d, hostname: hostname.toLowerCase() }))}
                  />
                </FormGroup>
                <FormGroup label={t("partnerPages.locations.title")}>
                  <PartnerPageLocations draft={draft} ownerId={owner.id} onChange={state.change} />
                </FormGroup>
              </>
            }
          />
          <Tab
            id="versions"
            title={tabTitle("versions")}
            panel={<PartnerPageVersions draft={draft} errors={errors} onChange={state.change} />}
          />
        </Tabs>
      )}
    </DraftDialogFrame>
  );
}
