import { http, HttpResponse } from "msw";
import type { MediaFolder, MediaFolderInput } from "./mediaTypes.ts";
import { folderById, folderTree } from "./mediaFixtures.ts";

const notFound = () => HttpResponse.json({ error: { code: "NOT_FOUND", message: "Media folder not found." } }, { status: 404 });

/** The saved folder as the server would answer it: the body's values over the folder, a new version. */
function savedFolder(id: number, body: MediaFolderInput, base?: MediaFolder): MediaFolder {
  return {
    id,
    name: body.name,
    slug: body.slug || body.name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
    description: body.description ?? null,
    mediaSortMethod: body.mediaSortMethod ?? "published_date",
    sortOrder: base?.sortOrder ?? 0,
    parentFolderId: base?.parentFolderId ?? body.parentFolderId ?? null,
    isRootFolder: (base?.parentFolderId ?? body.parentFolderId ?? null) === null,
    folderList: base?.folderList ?? [],
    mediaList: (body.mediaList ?? []).map((m, index) => ({
      ...m,
      id: m.id ?? 900 + index,
      slug: m.slug ?? "item",
      sortOrder: index,
      parentFolderId: id,
      downloadedTimes: base?.mediaList.find((b) => b.id === m.id)?.downloadedTimes ?? 0,
    })),
    updatedAt: new Date().toISOString(),
  };
}

/** msw handlers for the media library (stories and tests): the tree, a folder, saves, deletes and uploads. */
export const mediaHandlers = [
  http.get("*/rest/media/folders", () => HttpResponse.json(folderTree)),
  http.get("*/rest/media/folders/:id", ({ params }) => {
    const found = folderById(Number(params.id));
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.post("*/rest/media/folders", async ({ request }) => HttpResponse.json(savedFolder(30, (await request.json()) as MediaFolderInput))),
  http.put("*/rest/media/folders/:id", async ({ request, params }) => {
    const base = folderById(Number(params.id));
    if (!base) return notFound();
    return HttpResponse.json(savedFolder(base.id, (await request.json()) as MediaFolderInput, base));
  }),
  http.delete("*/rest/media/folders/:id", () => new HttpResponse(null, { status: 204 })),
  http.delete("*/rest/media/media/:id", () => new HttpResponse(null, { status: 204 })),
  http.post("*/rest/media/upload-file", () => HttpResponse.json(["stored.jpg", "stored-thumb.jpg", "stored-low.jpg"])),
  // Stories have no stored files: a thumbnail answers an empty one-pixel GIF.
  http.get(
    "*/rest/media/get-thumbnail",
    () =>
      new HttpResponse(
        Uint8Array.from(atob("R0lGODlhAQABAAAAACwAAAAAAQABAAA="), (c) => c.charCodeAt(0)),
        {
          headers: { "content-type": "image/gif" },
        },
      ),
  ),
];
