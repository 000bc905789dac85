import type { OperationId } from "../../../shared/api/contract.ts";

/** The operations cmsEditorRoutes answers: its handlers' type requires exactly these (README status list). */
export const cmsEditorOperations = [
  "getCmsPage",
  "saveCmsPage",
  "deleteCmsPage",
  "getBlockVersionsByBlockId",
  "updateBlockSlides",
  "setPreviewBlock",
  "renderBlockPreview",
] as const satisfies readonly OperationId[];
