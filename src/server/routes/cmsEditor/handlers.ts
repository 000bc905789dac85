import { currentAccount } from "../../plugins/access.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import { auditChanged, auditCreated } from "../../plugins/audited-write.ts";
import type { RouteModuleOf } from "../types.ts";
import { PREVIEW_HEADERS, renderBlockPreviewPage } from "./block-preview-page.ts";
import { CmsPageStore } from "./cms-page-store.ts";
import { cmsEditorOperations } from "./operations.ts";
import { PreviewStore } from "./preview-store.ts";

/** The CMS page editor (tag cmsEditor): pages with their blocks, block versions, slides and the preview. */
export const cmsEditorRoutes: RouteModuleOf<typeof cmsEditorOperations> = (services) => {
  const { db } = services.database;
  const pages = new CmsPageStore(db);
  const previews = new PreviewStore(db);
  return {
    async getCmsPage(request) {
      return pages.get(request.query.id);
    },

    async saveCmsPage(request) {
      const { before, after } = await pages.save(request.body.page, currentAccount(request).permissions);
      return before ? auditChanged(request, "cmsPage", { before, after }) : auditCreated(request, "cmsPage", after);
    },

    async deleteCmsPage(request) {
      const deleted = await pages.delete(request.body.pageId);
      setAuditRecord(request, { type: "cmsPage", id: deleted.id, before: deleted });
      return { success: true as const };
    },

    async getBlockVersionsByBlockId(request) {
      return pages.versions(request.params.blockId);
    },

    async updateBlockSlides(request) {
      return auditChanged(request, "block", await pages.updateSlides(request.body));
    },

    async setPreviewBlock(request) {
      await previews.put(request.body, currentAccount(request).id);
      setAuditRecord(request, { type: "cmsPreview", id: request.body.identifier });
      return { identifier: request.body.identifier };
    },

    async renderBlockPreview(request, reply) {
      const block = await previews.get(request.query.identifier);
      return reply.headers(PREVIEW_HEADERS).send(renderBlockPreviewPage(block));
    },
  };
};
