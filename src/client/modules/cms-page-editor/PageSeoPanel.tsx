import { Suspense, useState } from "react";
import { Button, Card, Collapse, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { PageSeoFormChunk } from "./lazyParts.ts";
import type { PageSeoFormProps } from "./PageSeoForm.tsx";

/** The page's SEO part (contract CmsPageSeo), shown to accounts with cmsSeo only; saved with the page. */
export function PageSeoPanel(props: PageSeoFormProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <Card compact>
      <Button
        variant="minimal"
        icon={isOpen ? "chevron-down" : "chevron-right"}
        aria-expanded={isOpen}
        text={t("cmsPageEditor.seo.title")}
        onClick={() => setOpen(!isOpen)}
      />
      <Collapse isOpen={isOpen}>
        <Suspense fallback={<Spinner size={20} />}>
          <PageSeoFormChunk.Component {...props} />
        </Suspense>
      </Collapse>
    </Card>
  );
}
