import { useId, useMemo, useState } from "react";
import { Button, Callout, DialogBody, DialogFooter, FormGroup, HTMLSelect, Tab, Tabs } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { usePermissions } from "../../app/session.tsx";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";
import { RulesEditor } from "../rules-editor/RulesEditor.tsx";
import { BlockDataForm, ContractForm } from "./BlockDataForm.tsx";
import { designFormSchema, hasRules, withTitles } from "./blockForm.ts";
import { BlockSections, type BlockSection } from "./BlockSections.tsx";
import type { Block, BlockClass, BlockInput } from "./blockTypes.ts";
import { BlockPreview } from "./BlockPreview.tsx";
import type { ImagePoint } from "./imagePoints.ts";
import { ImagePointsPreview } from "./ImagePointsPreview.tsx";
import { BlockVersionsSection } from "./BlockVersionsSection.tsx";
import { BLOCK_CLASSES } from "./blockClasses.ts";
import { useBlockVersions } from "./useBlockVersions.ts";
import { withSavedSlides } from "./slidesSave.ts";
import { SlidesSaveBar } from "./SlidesSaveBar.tsx";
import { useSlidesSave, type SlidesSave } from "./useSlidesSave.ts";
import "./blockEditor.css";

export interface BlockEditorDialogProps<B extends BlockInput> {
  /** The block to edit; the dialog is closed while null. */
  block: B | null;
  /** The site of the page the block is on. */
  siteId: number;
  /** The blockIds of the page's other blocks (where a new language version goes). */
  siblingBlockIds: readonly string[];
  /** Takes the edited block (the page keeps it until the page is saved). */
  onApply(block: B): void;
  onCancel(): void;
  /** Takes a stored slideshow whose slides were just saved on their own (its slides and new version). */
  onSlidesSaved?(saved: Block): void;
  /** Told when a slides save found the block changed since the page was read (409). */
  onSlidesStale?(): void;
}

/**
 * The block editor dialog (spec part 2 "CMS", 3-6): tab General with the block's type, its data
 * (the text header, text story and video templates; image list, video list and slideshow with
 * their cells or slides in a compact list; else the form of its class's schema), the
 * display rules of popup and campaign blocks and its language versions, in collapsible sections
 * one open at a time; tab Advanced with the design, editable with cmsDesign only. A stored
 * slideshow's slides are saved on their own (update-slides), by their button or by Apply.
 */
export function BlockEditorDialog<B extends BlockInput>({ block, ...props }: BlockEditorDialogProps<B>) {
  // Each block opened starts a draft of its own.
  return block ? <OpenBlockEditor key={(block as { key?: string }).key ?? block.id ?? "new"} block={block} {...props} /> : null;
}

function OpenBlockEditor<B extends BlockInput>({
  block,
  siteId,
  siblingBlockIds,
  onApply,
  onCancel,
  onSlidesSaved,
  onSlidesStale,
}: BlockEditorDialogProps<B> & { block: B }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<B>(block);
  const slides = useSlidesSave({
    block: draft,
    onSaved: (saved) => {
      setDraft((d) => withSavedSlides(d, saved));
      onSlidesSaved?.(saved);
    },
    onStale: onSlidesStale,
  });
  // Slides changed on a stored slideshow are saved first; a refused save keeps the dialog open.
  const apply = async () => {
    if (!slides.hasChanges) return onApply(draft);
    const saved = await slides.save();
    if (saved) onApply(withSavedSlides(draft, saved));
  };
  return (
    <AppDialog
      isOpen
      title={t("blockEditor.title", { class: t(`blockEditor.classes.${draft.class}`) })}
      onClose={onCancel}
      style={{ width: 820, maxWidth: "95vw" }}
    >
      <BlockEditorBody
        draft={draft}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        siteId={siteId}
        siblingBlockIds={siblingBlockIds}
        slides={slides}
      />
      <DialogFooter
        actions={
          <>
            <Button text={t("blockEditor.cancel")} onClick={onCancel} />
            <Button intent="primary" text={t("blockEditor.apply")} loading={slides.isSaving} onClick={() => void apply()} />
          </>
        }
      />
    </AppDialog>
  );
}

interface BlockEditorBodyProps {
  draft: BlockInput;
  /** The fields that changed. */
  onChange(patch: Partial<BlockInput>): void;
  siteId: number;
  siblingBlockIds: readonly string[];
  slides: SlidesSave;
}

function BlockEditorBody({ draft, onChange, siteId, siblingBlockIds, slides }: BlockEditorBodyProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const classId = useId();
  const canDesign = permissions.has("cmsDesign");
  const canReadBedModels = permissions.has("warranty");
  const bedModels = $api.useQuery("get", "/rest/product/products/bed-models", {}, { enabled: canReadBedModels });
  const versions = useBlockVersions({ blockId: draft.id ? draft.blockId : null, currentSiteId: siteId, current: draft, siblingBlockIds });
  const data = (draft.data ?? {}) as Record<string, unknown>;
  const setData = (next: Record<string, unknown>) => onChange({ data: next });
  const designSchema = useMemo(() => withTitles(designFormSchema(), (key) => t(`blockEditor.fields.${key}`, { defaultValue: key })), [t]);

  const sections: BlockSection[] = [
    {
      id: "general",
      label: t("blockEditor.sections.general"),
      content: (
        <>
          <FormGroup label={t("blockEditor.class")} labelFor={classId}>
            <HTMLSelect
              id={classId}
              value={draft.class}
              // A saved block keeps its class: its versions in other languages share it.
              disabled={Boolean(draft.id)}
              onChange={(e) => onChange({ class: e.currentTarget.value as BlockClass, data: {} })}
            >
              {BLOCK_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {t(`blockEditor.classes.${c}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <BlockDataForm blockClass={draft.class} data={data} onChange={setData} siteId={siteId} />
          {draft.class === "slideshow" && <SlidesSaveBar slides={slides} />}
        </>
      ),
    },
    ...(draft.class === "informative_image"
      ? [
          {
            id: "points",
            label: t("blockEditor.points.section"),
            content: (
              <ImagePointsPreview
                points={(data.points as ImagePoint[] | undefined) ?? []}
                imageName={(data.image as { identifier?: string } | null | undefined)?.identifier}
                onChange={(points) => setData({ ...data, points })}
              />
            ),
          },
        ]
      : []),
    ...(hasRules(draft.class)
      ? [
          {
            id: "rules",
            label: t("blockEditor.sections.rules"),
            content: (
              <RulesEditor
                value={data.rules as Parameters<typeof RulesEditor>[0]["value"]}
                onChange={(rules) => setData({ ...data, rules })}
                bedModels={bedModels.data?.map((m) => m.name)}
              />
            ),
          },
        ]
      : []),
    { id: "preview", label: t("blockEditor.preview.section"), content: <BlockPreview block={draft} /> },
    {
      id: "versions",
      label: t("blockEditor.sections.versions"),
      content: <BlockVersionsSection versions={versions} blockClass={draft.class} currentSiteId={siteId} isSaved={Boolean(draft.id)} />,
    },
  ];

  return (
    <DialogBody>
      <Tabs id="block-editor-tabs" renderActiveTabPanelOnly>
        <Tab id="general" title={t("blockEditor.tabs.general")} panel={<BlockSections sections={sections} />} />
        <Tab
          id="advanced"
          title={t("blockEditor.tabs.advanced")}
          panel={
            canDesign ? (
              <ContractForm
                schema={designSchema}
                data={(draft.design ?? {}) as Record<string, unknown>}
                onChange={(design) => onChange({ design })}
              />
            ) : (
              <Callout intent="primary">{t("blockEditor.design.noRight")}</Callout>
            )
          }
        />
      </Tabs>
    </DialogBody>
  );
}
