import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { png } from "../fixtures/images.ts";

/**
 * Stored files are content-addressed, so the media library and CMS uploads share a file when
 * the bytes are the same. Deleting media (an item or a whole folder) frees only files that
 * nothing references: not a CMS upload of the same bytes, not a file a block names (by its image
 * column or inside its data); a file only the deleted media named is still freed.
 */
describe.each(testDatabaseKinds)("freeing stored files on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let cms: Client;
  let dataDir: string;
  let folderId: number;

  const storedPath = (key: string) => path.join(dataDir, "files", key.slice(0, 2), key);
  const mediaUpload = async (body: Buffer, originalFilename: string): Promise<string[]> => {
    const answer = await staff.request({
      method: "POST",
      url: `/rest/media/upload-file?${new URLSearchParams({ originalFilename, filetype: "highRes" })}`,
      payload: body,
      headers: { "content-type": "application/octet-stream" },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const cmsUpload = async (body: Buffer, originalFilename: string): Promise<string[]> => {
    const answer = await cms.request({
      method: "POST",
      url: `/cms/upload/upload?${new URLSearchParams({ originalFilename, fileType: "image" })}`,
      payload: body,
      headers: { "content-type": "application/octet-stream" },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  /** Saves one media item naming the file in the test folder; answers its id. */
  const mediaNaming = async (key: string): Promise<number> => {
    const folder = (await staff.get(`/rest/media/folders/${folderId}`)).json();
    const saved = await staff.put(`/rest/media/folders/${folderId}`, {
      name: folder.name,
      updatedAt: folder.updatedAt,
      mediaList: [{ name: key, highRes: key }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().mediaList.find((m: { highRes: string }) => m.highRes === key).id;
  };
  const deleteMedia = async (id: number) => expect((await staff.delete(`/rest/media/media/${id}`)).statusCode).toBe(204);
  const recorded = async (key: string) =>
    !!(await t.database.db.selectFrom("stored_files").select("id").where("storage_key", "=", key).executeTakeFirst());

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stored-file-references-"));
    t = await createTestApp(kind, { dataDir });
    staff = await t.login(["media"]);
    cms = await t.login(["cms"]);
    const folder = await staff.post("/rest/media/folders", { name: "Shared bytes" });
    expect(folder.statusCode, folder.body).toBe(200);
    folderId = folder.json().id;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps a CMS upload of the same bytes when the media item naming them is deleted", async () => {
    const bytes = await png(41, 17);
    const [mediaKey] = await mediaUpload(bytes, "bed.png");
    const [cmsKey] = await cmsUpload(bytes, "bed.png");
    // The premise: both uploads landed on one content-addressed file.
    expect(cmsKey).toBe(mediaKey);

    await deleteMedia(await mediaNaming(mediaKey!));

    expect(fs.existsSync(storedPath(cmsKey!))).toBe(true);
    expect(await recorded(cmsKey!)).toBe(true);
    // It still serves, with its rendition.
    const served = await staff.get(`/rest/media/get-thumbnail?${new URLSearchParams({ filename: cmsKey! })}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\//);
    expect(served.rawPayload.length).toBeGreaterThan(0);
  });

  it("keeps a CMS upload made before the media upload, also through a folder delete", async () => {
    const bytes = await png(43, 19);
    const [cmsKey] = await cmsUpload(bytes, "first.png");
    const [mediaKey] = await mediaUpload(bytes, "second.png");
    expect(mediaKey).toBe(cmsKey);
    const child = await staff.post("/rest/media/folders", { name: "Doomed", parentFolderId: folderId });
    const saved = await staff.put(`/rest/media/folders/${child.json().id}`, {
      name: "Doomed",
      updatedAt: child.json().updatedAt,
      mediaList: [{ name: "Only here", highRes: mediaKey }],
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect((await staff.delete(`/rest/media/folders/${child.json().id}`)).statusCode).toBe(204);

    expect(fs.existsSync(storedPath(cmsKey!))).toBe(true);
    expect(await recorded(cmsKey!)).toBe(true);
  });

  it("keeps a media file a block names, by its image or inside its data", async () => {
    const [asImage] = await mediaUpload(await png(45, 21), "image.png");
    const [inData] = await mediaUpload(await png(47, 23), "data.png");
    const site = await t.database.db
      .insertInto("sites")
      .values({ name: "References", language_code: "sv", slug: "references" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("blocks")
      .values([
        { site_id: site.id, class: "quote", block_id: "ref-image", image: asImage! },
        {
          site_id: site.id,
          class: "photo_grid",
          block_id: "ref-data",
          data: JSON.stringify({ photos: [{ image: { identifier: inData } }] }),
        },
      ])
      .execute();

    await deleteMedia(await mediaNaming(asImage!));
    await deleteMedia(await mediaNaming(inData!));

    for (const key of [asImage!, inData!]) {
      expect(fs.existsSync(storedPath(key)), key).toBe(true);
      expect(await recorded(key), key).toBe(true);
    }
  });

  it("still frees a file only the deleted media named, with its row", async () => {
    const [only] = await mediaUpload(await png(49, 25), "only.png");
    await deleteMedia(await mediaNaming(only!));
    expect(fs.existsSync(storedPath(only!))).toBe(false);
    expect(await recorded(only!)).toBe(false);
  });
});
