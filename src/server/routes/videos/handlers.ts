import { auditChanged } from "../../plugins/audited-write.ts";
import type { RouteModuleOf } from "../types.ts";
import { videoOperations } from "./operations.ts";
import { VideoStore } from "./video-store.ts";

/** Videos (tag videos): the table, one video, and its texts, versions and availability saved. */
export const videoRoutes: RouteModuleOf<typeof videoOperations> = (services) => {
  const store = new VideoStore(services.database.db);
  return {
    async listVideos(request) {
      return store.page(request.query);
    },

    async getVideo(request) {
      return store.get(request.params.id);
    },

    async updateVideo(request) {
      return auditChanged(request, "video", await store.update(request.params.id, request.body));
    },
  };
};
