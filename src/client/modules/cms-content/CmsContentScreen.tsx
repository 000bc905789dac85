import { useState } from "react";
import { Callout, NonIdealState, Spinner, Tab, Tabs, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { confirmDialog } from "../../ui/dialogs/confirmDialog.tsx";
import { findNode, flattenTree } from "../common/orderedTree.ts";
import { dropSide } from "./cmsTree.ts";
import { ContentItemPanel } from "./ContentItemPanel.tsx";
import { ContentTreeActions } from "./ContentTreeActions.tsx";
import { ContentTreeList } from "./ContentTreeList.tsx";
import { LanguageVersions } from "./LanguageVersions.tsx";
import { languageVersionsOf } from "./languageVersions.ts";
import { NodeFieldsForm } from "./NodeFieldsForm.tsx";
import { PurgeSelector } from "./PurgeSelector.tsx";
import { SiteCreation } from "./SiteCreation.tsx";
import { useCmsTree } from "./useCmsTree.ts";
import { useFrontpage } from "./useFrontpage.ts";
import "../common/orderedTree.css";
import "./cmsContent.css";

export interface CmsContentScreenProps {
  /** The site and node chosen when the screen opens (stories); the route opens on the first active site. */
  initialSiteId?: number;
  initialNodeId?: number;
}

/**
 * The CMS index (spec part 2 section 2 "CMS"): a tab per site, the site's content tree with its
 * moves and node fields saved together, the chosen item's content item, page and versions per
 * language, front-page editing, the cache purge selector and the site-creation dialog.
 */
export function CmsContentScreen({ initialSiteId, initialNodeId }: CmsContentScreenProps = {}) {
  const { t } = useTranslation();
  const cms = useCmsTree(initialSiteId ?? null);
  const frontpage = useFrontpage();
  const [selectedId, setSelectedId] = useState<number | null>(initialNodeId ?? null);
  const site = cms.sites.find((s) => s.id === cms.siteId);
  const selected = selectedId === null ? undefined : findNode(cms.tree, selectedId)?.node;
  const hasBlankLabel = flattenTree(cms.tree).some(({ node }) => node.label.trim() === "");

  async function openSite(siteId: number, nodeId: number | null = null) {
    if (siteId === cms.siteId) return;
    if (cms.isChanged && !(await confirmDialog({ title: t("cmsContent.confirm.unsaved"), message: t("cmsContent.confirm.sure") }))) return;
    cms.chooseSite(siteId);
    setSelectedId(nodeId);
  }

  const body = () => {
    if (cms.isLoading) return <Spinner />;
    if (cms.isError)
      return (
        <Callout intent="danger" role="alert">
          {t("cmsContent.messages.treeLoadFailed")}
        </Callout>
      );
    if (!site) return <NonIdealState icon="globe-network" title={t("cmsContent.noSites")} />;
    // The chosen site's panel: its tree beside the chosen node (each tab controls it, so the tabs name a panel that exists).
    const panel = (
      <div className="ordered-tree-layout cms-content-grid" style={{ marginTop: 12 }}>
        <div>
          {cms.tree.length === 0 ? (
            <NonIdealState icon="document" title={t("cmsContent.tree.empty")} />
          ) : (
            <ContentTreeList
              tree={cms.tree}
              selectedId={selectedId}
              frontpageId={site.frontpage?.id ?? null}
              canDrag={!cms.isSaving}
              onSelect={setSelectedId}
              onDrop={(id, targetId) => cms.moveBeside(id, targetId, dropSide(cms.tree, id, targetId))}
            />
          )}
          <ContentTreeActions
            tree={cms.tree}
            selectedId={selectedId}
            isChanged={cms.isChanged}
            canSave={!hasBlankLabel}
            isSaving={cms.isSaving}
            onMoveUp={cms.moveUp}
            onMoveDown={cms.moveDown}
            onMoveUnder={cms.moveUnder}
            onSave={() => void cms.save()}
            onDiscard={cms.discard}
          />
        </div>
        {selected ? (
          <div className="cms-stack">
            <NodeFieldsForm node={selected} disabled={cms.isSaving} onChange={(fields) => cms.editNode(selected.id, fields)} />
            <ContentItemPanel
              key={selected.id}
              id={selected.id}
              isFrontpage={selected.pageId !== null && selected.pageId === (site.frontpage?.id ?? null)}
              isSettingFrontpage={frontpage.isSaving}
              onSetFrontpage={(pageId) => frontpage.setFrontpage(site, pageId)}
            />
            <LanguageVersions
              versions={languageVersionsOf(cms.sites, cms.allNodes, site.id, cms.tree, selected.id)}
              onOpen={(siteId, nodeId) => void openSite(siteId, nodeId)}
            />
          </div>
        ) : (
          <NonIdealState icon="document-open" description={t("cmsContent.chooseNode")} />
        )}
      </div>
    );
    return (
      <Tabs id="cms-sites" selectedTabId={site.id} onChange={(id) => void openSite(Number(id))} renderActiveTabPanelOnly>
        {cms.sites.map((s) => (
          <Tab
            key={s.id}
            id={s.id}
            panel={panel}
            title={
              <span style={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
                {`${s.name} (${s.languageCode})`}
                {s.isActive === false && (
                  <Tag minimal intent="warning">
                    {t("cmsContent.sites.inactive")}
                  </Tag>
                )}
              </span>
            }
          />
        ))}
      </Tabs>
    );
  };

  return (
    <section aria-labelledby="cms-content-title" style={{ padding: 16 }}>
      <div className="cms-toolbar">
        <h2 id="cms-content-title" style={{ margin: 0, flex: 1 }}>
          {t("cmsContent.title")}
        </h2>
        <PurgeSelector />
        <SiteCreation />
      </div>
      {body()}
    </section>
  );
}
