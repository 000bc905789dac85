import { Callout } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import type { ModuleScreenProps } from "../../app/screenParams.ts";
import { CMS_CONTENT_PATH, pageIdOf } from "./pageEditorPath.ts";
import { PageEditorView } from "./PageEditorView.tsx";

/** The CMS page editor screen (/app/cms/content/page/{id}): the page its route names, back to the CMS index on close. */
export function CmsPageEditorScreen({ params }: ModuleScreenProps<"id">) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pageId = pageIdOf(params.id);
  if (pageId === null)
    return (
      <Callout intent="warning" role="alert" style={{ margin: 16 }}>
        {t("cmsPageEditor.missingId")}
      </Callout>
    );
  return <PageEditorView key={pageId} pageId={pageId} onClose={() => void navigate(CMS_CONTENT_PATH)} />;
}
