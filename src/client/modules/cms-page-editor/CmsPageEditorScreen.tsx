import { Callout } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { CMS_CONTENT_PATH, pageIdOf } from "./pageEditorPath.ts";
import { PageEditorView } from "./PageEditorView.tsx";

/** The CMS page editor screen (/app/cms/content/page?id={pageId}, or /{pageId} after it): the page named in the address, back to the CMS index on close. */
export function CmsPageEditorScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const pageId = pageIdOf(useLocation().pathname, search);
  if (pageId === null)
    return (
      <Callout intent="warning" role="alert" style={{ margin: 16 }}>
        {t("cmsPageEditor.missingId")}
      </Callout>
    );
  return <PageEditorView key={pageId} pageId={pageId} onClose={() => void navigate(CMS_CONTENT_PATH)} />;
}
