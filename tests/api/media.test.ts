import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { EXE_BYTES, hugeDimensionPng, lazyBody, orientedJpeg, png, SVG_WITH_SCRIPT, truncatedJpeg } from "../fixtures/images.ts";

/**
 * The media library (issue 17): every operation of the tag media on the folder tree, folders
 * with their media, uploads through sharp into content-addressed storage, thumbnails with
 * ETags, download totals, and the orders and per-person download tables; with bad input per
 * operation (a move into a descendant, damaged and hostile files, a 60 MB body, a path as a
 * file name) and the permission media on each.
 */

interface Folder {
  id: number;
  name: string;
  slug: string;
  sortOrder: number;
  parentFolderId: number | null;
  isRootFolder: boolean;
  mediaSortMethod: string;
  updatedAt: string;
  folderList: Folder[];
  mediaList: Array<{
    id: number;
    name: string;
    sortOrder: number;
    publishedDate: string | null;
    downloadedTimes: number;
    highRes: string | null;
  }>;
}

const fieldsOf = (answer: { json(): any }) => Object.keys(answer.json().error?.fields ?? {}).sort();
const MB = 1_048_576;

describe.each(testDatabaseKinds)("media library on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let outsider: Client;
  let dataDir: string;

  const upload = (body: Buffer, originalFilename: string, filetype = "highRes", contentType = "application/octet-stream") =>
    staff.request({
      method: "POST",
      url: `/rest/media/upload-file?${new URLSearchParams({ originalFilename, filetype })}`,
      payload: body,
      headers: { "content-type": contentType },
    });
  const storedPath = (key: string) => path.join(dataDir, "files", key.slice(0, 2), key);
  const createFolder = async (name: string, extra: Record<string, unknown> = {}): Promise<Folder> => {
    const answer = await staff.post("/rest/media/folders", { name, ...extra });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const getFolder = async (id: number): Promise<Folder> => (await staff.get(`/rest/media/folders/${id}`)).json();
  const update = (folder: Folder, body: Record<string, unknown>) =>
    staff.put(`/rest/media/folders/${folder.id}`, { name: folder.name, updatedAt: folder.updatedAt, ...body });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-test-"));
    t = await createTestApp(kind, { dataDir });
    staff = await t.login(["media"]);
    outsider = await t.login(["warranty"]);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe("folder tree", () => {
    it("creates folders under their parent, last among siblings, and answers the nested tree", async () => {
      const root = await createFolder("Kampanjer Vår 2026");
      expect(root).toMatchObject({
        slug: "kampanjer-var-2026",
        parentFolderId: null,
        isRootFolder: true,
        mediaSortMethod: "published_date",
      });
      const a = await createFolder("A", { parentFolderId: root.id });
      const b = await createFolder("B", { parentFolderId: root.id });
      const c = await createFolder("C", { parentFolderId: root.id, sortOrder: 0 });
      expect([a.sortOrder, b.sortOrder, c.sortOrder]).toEqual([0, 1, 0]);
      const tree: Folder[] = (await staff.get("/rest/media/folders")).json();
      const mine = tree.find((f) => f.id === root.id)!;
      expect(mine.folderList.map((f) => [f.name, f.sortOrder])).toEqual([
        ["C", 0],
        ["A", 1],
        ["B", 2],
      ]);
      expect(mine.mediaList).toEqual([]);
    });

    it("refuses an unknown parent and a bad body with 400 naming the field", async () => {
      const unknownParent = await staff.post("/rest/media/folders", { name: "X", parentFolderId: 99_999_999 });
      expect(unknownParent.statusCode).toBe(400);
      expect(fieldsOf(unknownParent)).toEqual(["parentFolderId"]);
      const bad = await staff.post("/rest/media/folders", { name: "", slug: "Not A Slug", mediaSortMethod: "random" });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(expect.arrayContaining(["name", "slug", "mediaSortMethod"]));
    });

    it("moves a folder among its siblings (renumbered 0..n) and under another folder", async () => {
      const root = await createFolder("Move root");
      const [x, y, z] = [
        await createFolder("X", { parentFolderId: root.id }),
        await createFolder("Y", { parentFolderId: root.id }),
        await createFolder("Z", { parentFolderId: root.id }),
      ];
      const down = await update(x, { sortOrder: 2 });
      expect(down.statusCode, down.body).toBe(200);
      expect((await getFolder(root.id)).folderList.map((f) => [f.name, f.sortOrder])).toEqual([
        ["Y", 0],
        ["Z", 1],
        ["X", 2],
      ]);
      // Z under Y: Z leaves root, whose children are renumbered.
      const fresh = await getFolder(y.id);
      const moved = await update(fresh, { folderList: [{ id: z.id }] });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().folderList.map((f: Folder) => f.id)).toEqual([z.id]);
      expect((await getFolder(root.id)).folderList.map((f) => [f.name, f.sortOrder])).toEqual([
        ["Y", 0],
        ["X", 1],
      ]);
      expect((await getFolder(z.id)).parentFolderId).toBe(y.id);
    });

    it("refuses a move of a folder into itself or a descendant with 400, changing nothing", async () => {
      const top = await createFolder("Top");
      const mid = await createFolder("Mid", { parentFolderId: top.id });
      const low = await createFolder("Low", { parentFolderId: mid.id });
      const intoDescendant = await update(low, { folderList: [{ id: top.id }] });
      expect(intoDescendant.statusCode).toBe(400);
      expect(fieldsOf(intoDescendant)).toEqual(["folderList.0.id"]);
      const intoItself = await update(mid, { folderList: [{ id: mid.id }] });
      expect(intoItself.statusCode).toBe(400);
      const unknown = await update(mid, { folderList: [{ id: 99_999_999 }] });
      expect(fieldsOf(unknown)).toEqual(["folderList.0.id"]);
      expect((await getFolder(top.id)).parentFolderId).toBeNull();
      expect((await getFolder(low.id)).parentFolderId).toBe(mid.id);
    });

    it("needs the version read (428 without, 409 stale) and answers 404 for an unknown folder", async () => {
      const f = await createFolder("Versioned");
      const without = await staff.put(`/rest/media/folders/${f.id}`, { name: "New" });
      expect(without.statusCode).toBe(428);
      expect((await update(f, { name: "First" })).statusCode).toBe(200);
      const stale = await update(f, { name: "Second" });
      expect(stale.statusCode).toBe(409);
      expect((await getFolder(f.id)).name).toBe("First");
      expect((await staff.get("/rest/media/folders/99999999")).statusCode).toBe(404);
      expect((await staff.put("/rest/media/folders/99999999", { name: "x", updatedAt: f.updatedAt })).statusCode).toBe(404);
    });
  });

  describe("kept answers", () => {
    // The tree and the folders' answers are kept in memory per version of media_folders and
    // media (migration 0036): every write, through the API or straight to the tables, shows in
    // the next answer. Each step asks first, so the answer is kept when the write comes.
    const tree = async (): Promise<Folder[]> => (await staff.get("/rest/media/folders")).json();
    const findIn = (folders: Folder[], id: number): Folder | undefined => {
      for (const f of folders) {
        if (f.id === id) return f;
        const inner = findIn(f.folderList, id);
        if (inner) return inner;
      }
      return undefined;
    };

    it("shows each write in the next tree and folder answer", async () => {
      const root = await createFolder("Kept root");
      expect(findIn(await tree(), root.id)).toBeDefined();
      await tree();
      // Create.
      const child = await createFolder("Kept child", { parentFolderId: root.id });
      expect(findIn(await tree(), root.id)!.folderList.map((f) => f.id)).toEqual([child.id]);
      expect((await getFolder(root.id)).folderList.map((f) => f.id)).toEqual([child.id]);
      // Update: a rename and a move.
      const other = await createFolder("Kept other");
      await tree();
      await getFolder(other.id);
      const renamed = await update(child, { name: "Kept renamed" });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(findIn(await tree(), child.id)!.name).toBe("Kept renamed");
      const moved = await update(other, { folderList: [{ id: child.id }] });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(findIn(await tree(), root.id)!.folderList).toEqual([]);
      expect(findIn(await tree(), other.id)!.folderList.map((f) => f.id)).toEqual([child.id]);
      expect((await getFolder(root.id)).folderList).toEqual([]);
      expect((await getFolder(other.id)).folderList.map((f) => f.id)).toEqual([child.id]);
      // Upload, then media saved in a folder.
      const uploaded = await upload(await png(), "kept.png");
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const [key] = uploaded.json() as string[];
      const current = await getFolder(child.id);
      expect(current.mediaList).toEqual([]);
      const saved = await update(current, { mediaList: [{ name: "Kept media", highRes: key }] });
      expect(saved.statusCode, saved.body).toBe(200);
      const withMedia = await getFolder(child.id);
      expect(withMedia.mediaList.map((m) => [m.name, m.highRes])).toEqual([["Kept media", key]]);
      // A write straight to the tables (no API call) shows too.
      await t.database.db.updateTable("media").set({ downloaded_times: 3 }).where("id", "=", withMedia.mediaList[0]!.id).execute();
      expect((await getFolder(child.id)).mediaList[0]!.downloadedTimes).toBe(3);
      await t.database.db.updateTable("media_folders").set({ name: "Kept by SQL" }).where("id", "=", root.id).execute();
      expect(findIn(await tree(), root.id)!.name).toBe("Kept by SQL");
      // Media delete.
      expect((await staff.delete(`/rest/media/media/${withMedia.mediaList[0]!.id}`)).statusCode).toBe(204);
      expect((await getFolder(child.id)).mediaList).toEqual([]);
      // Folder delete: the folder and its subtree leave the tree, and its answer is 404.
      await getFolder(other.id);
      expect((await staff.delete(`/rest/media/folders/${other.id}`)).statusCode).toBe(204);
      const after = await tree();
      expect(findIn(after, other.id)).toBeUndefined();
      expect(findIn(after, child.id)).toBeUndefined();
      expect((await staff.get(`/rest/media/folders/${other.id}`)).statusCode).toBe(404);
      expect((await staff.get(`/rest/media/folders/${child.id}`)).statusCode).toBe(404);
    });
  });

  describe("media in a folder", () => {
    let folder: Folder;
    let image: string;

    beforeAll(async () => {
      folder = await createFolder("Beds", { mediaSortMethod: "custom" });
      const answer = await upload(await png(), "bed.png");
      expect(answer.statusCode, answer.body).toBe(200);
      image = answer.json()[0];
    });

    it("creates and orders media on a folder save, sorted by the folder's method", async () => {
      const saved = await update(folder, {
        mediaSortMethod: "custom",
        mediaList: [
          { name: "Öland", highRes: image, publishedDate: "2026-01-01T00:00:00Z" },
          { name: "bed 10", publishedDate: null },
          { name: "Bed 2", highRes: image, publishedDate: "2026-03-01T00:00:00Z" },
          { name: "Ängel" },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      folder = saved.json();
      expect(folder.mediaList.map((m) => [m.name, m.sortOrder])).toEqual([
        ["Öland", 0],
        ["bed 10", 1],
        ["Bed 2", 2],
        ["Ängel", 3],
      ]);
      expect(folder.mediaList.every((m) => m.downloadedTimes === 0)).toBe(true);
      // A new item without a date is published now, to the second.
      expect(folder.mediaList[3]!.publishedDate).toMatch(/:\d\d\.000Z$/);

      const alphabetical = await update(folder, { mediaSortMethod: "alphabetical" });
      folder = alphabetical.json();
      expect(folder.mediaList.map((m) => m.name)).toEqual(["Bed 2", "bed 10", "Ängel", "Öland"]);
      const byDate = await update(folder, { mediaSortMethod: "published_date" });
      folder = byDate.json();
      expect(folder.mediaList.map((m) => m.name)).toEqual(["Ängel", "Bed 2", "Öland", "bed 10"]);

      // Reordered by listing them (custom): the listed order becomes sortOrder 0..n.
      const ids = folder.mediaList.map((m) => m.id).reverse();
      const reordered = await update(folder, {
        mediaSortMethod: "custom",
        mediaList: ids.map((id) => ({ id, name: folder.mediaList.find((m) => m.id === id)!.name })),
      });
      folder = reordered.json();
      expect(folder.mediaList.map((m) => m.id)).toEqual(ids);
    });

    it("refuses media naming files never uploaded or items of another folder", async () => {
      const other = await createFolder("Other");
      const foreign = folder.mediaList[0]!;
      const answer = await update(await getFolder(other.id), {
        mediaList: [
          { name: "ghost", thumbnail: "0000.jpg" },
          { id: foreign.id, name: foreign.name },
        ],
      });
      expect(answer.statusCode).toBe(400);
      expect(fieldsOf(answer)).toEqual(["mediaList.0.thumbnail"]);
      const moved = await update(await getFolder(other.id), { mediaList: [{ id: foreign.id, name: foreign.name }] });
      expect(moved.statusCode).toBe(400);
      expect(fieldsOf(moved)).toEqual(["mediaList.0.id"]);
    });

    it("deletes a media item and renumbers the rest; the file stays while another item names it", async () => {
      const [first, second] = folder.mediaList;
      expect((await staff.delete(`/rest/media/media/${first!.id}`)).statusCode).toBe(204);
      expect((await staff.delete(`/rest/media/media/${first!.id}`)).statusCode).toBe(404);
      const after = await getFolder(folder.id);
      expect(after.mediaList.map((m) => m.sortOrder)).toEqual([0, 1, 2]);
      expect(after.mediaList[0]!.id).toBe(second!.id);
      expect(fs.existsSync(storedPath(image))).toBe(true);
    });

    it("answers download totals for the known ids of a JSON array, 400 for anything else", async () => {
      const [m] = (await getFolder(folder.id)).mediaList;
      await t.database.db.updateTable("media").set({ downloaded_times: 7 }).where("id", "=", m!.id).execute();
      const answer = await staff.get(`/rest/media/get-total-downloads?imageIds=${encodeURIComponent(JSON.stringify([m!.id, 99_999_999]))}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual([{ id: m!.id, total: 7 }]);
      expect((await getFolder(folder.id)).mediaList.find((x) => x.id === m!.id)!.downloadedTimes).toBe(7);
      for (const bad of ["[1,", '{"a":1}', "[-1]", "[1.5]", JSON.stringify(Array.from({ length: 1001 }, (_, i) => i + 1))]) {
        const refused = await staff.get(`/rest/media/get-total-downloads?imageIds=${encodeURIComponent(bad)}`);
        expect(refused.statusCode, bad).toBe(400);
        expect(fieldsOf(refused)).toEqual(["imageIds"]);
      }
    });

    it("deletes a folder with all its children and their media in one go, freeing their files", async () => {
      const top = await createFolder("Doomed");
      const sibling = await createFolder("Stays");
      const child = await createFolder("Doomed child", { parentFolderId: top.id });
      const own = (await upload(await png(33, 21), "own.png")).json() as string[];
      const withMedia = await update(child, { mediaList: [{ name: "Only here", highRes: own[0] }] });
      expect(withMedia.statusCode, withMedia.body).toBe(200);
      const mediaId = withMedia.json().mediaList[0].id;
      expect((await staff.delete(`/rest/media/folders/${top.id}`)).statusCode).toBe(204);
      expect((await staff.get(`/rest/media/folders/${child.id}`)).statusCode).toBe(404);
      expect(await t.database.db.selectFrom("media").select("id").where("id", "=", mediaId).executeTakeFirst()).toBeUndefined();
      for (const key of own) expect(fs.existsSync(storedPath(key))).toBe(false);
      const roots: Folder[] = (await staff.get("/rest/media/folders")).json();
      expect(roots.map((r) => r.sortOrder)).toEqual(roots.map((_, i) => i));
      expect(roots.some((r) => r.id === sibling.id)).toBe(true);
      expect((await staff.delete(`/rest/media/folders/${top.id}`)).statusCode).toBe(404);
    });
  });

  describe("uploads", () => {
    it("stores a JPEG's original upright without metadata, with a thumbnail and a low-resolution rendition", async () => {
      const answer = await upload(await orientedJpeg(2400, 1000), "C:\\Users\\anna\\IMG_0001.JPG");
      expect(answer.statusCode, answer.body).toBe(200);
      const [original, thumbnail, lowRes] = answer.json() as string[];
      for (const key of [original!, thumbnail!, lowRes!]) {
        const bytes = fs.readFileSync(storedPath(key));
        // Content-addressed: the name is the SHA-256 of the stored bytes.
        expect(key).toBe(`${createHash("sha256").update(bytes).digest("hex")}.jpg`);
      }
      const meta = await sharp(storedPath(original!)).metadata();
      // Orientation 6 applied: 2400 × 1000 shown upright is 1000 × 2400, and no EXIF is left.
      expect([meta.width, meta.height]).toEqual([1000, 2400]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      const thumb = await sharp(storedPath(thumbnail!)).metadata();
      expect(Math.max(thumb.width!, thumb.height!)).toBe(600);
      const low = await sharp(storedPath(lowRes!)).metadata();
      expect(Math.max(low.width!, low.height!)).toBe(1600);
      const row = await t.database.db.selectFrom("stored_files").selectAll().where("storage_key", "=", original!).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        original_filename: "IMG_0001.JPG",
        content_type: "image/jpeg",
        thumbnail_key: thumbnail,
        low_res_key: lowRes,
        width: 1000,
        height: 2400,
      });
    });

    it("answers the thumbnail alone for filetype thumbnail", async () => {
      const answer = await upload(await orientedJpeg(1200, 900), "thumb.jpg", "thumbnail");
      expect(answer.statusCode, answer.body).toBe(200);
      const names = answer.json() as string[];
      expect(names).toHaveLength(1);
      expect((await sharp(storedPath(names[0]!)).metadata()).height).toBe(600);
    });

    it("decides the type by the bytes: a PNG named .exe is a PNG, an executable named .png is 415", async () => {
      const pngAsExe = await upload(
        await png(),
        "photo.exe",
        "highRes",
        "application/x-msdownload".replace("x-msdownload", "octet-stream"),
      );
      expect(pngAsExe.statusCode, pngAsExe.body).toBe(200);
      expect(pngAsExe.json()[0]).toMatch(/^[0-9a-f]{64}\.png$/);
      const exeAsPng = await upload(EXE_BYTES, "photo.png", "highRes", "image/png");
      expect(exeAsPng.statusCode).toBe(415);
    });

    it("refuses an SVG with script (415): SVG is not taken at all", async () => {
      const answer = await upload(SVG_WITH_SCRIPT, "logo.svg", "highRes", "image/svg+xml");
      expect(answer.statusCode).toBe(415);
      expect(fs.readdirSync(path.join(dataDir, "tmp", "uploads"))).toEqual([]);
    });

    it("refuses a truncated JPEG as damaged (400), storing nothing", async () => {
      const before = await t.database.db.selectFrom("stored_files").select("id").execute();
      const answer = await upload(await truncatedJpeg(), "cut.jpg");
      expect(answer.statusCode).toBe(400);
      expect(fieldsOf(answer)).toEqual(["body"]);
      expect(await t.database.db.selectFrom("stored_files").select("id").execute()).toHaveLength(before.length);
    });

    it("refuses a huge-dimension PNG from its header, before decoding it", async () => {
      const answer = await upload(hugeDimensionPng(), "bomb.png");
      expect(answer.statusCode).toBe(400);
      // Refused by its size, read from the header: decoding would have found the data cut short instead.
      expect(answer.json().error.message).toMatch(/100000 × 100000 pixels; at most 100 megapixels/);
    });

    it("refuses other body types and an empty body", async () => {
      const text = await upload(Buffer.from("hello"), "a.txt", "highRes", "text/plain");
      expect(text.statusCode).toBe(415);
      const json = await staff.request({
        method: "POST",
        url: "/rest/media/upload-file?originalFilename=a&filetype=highRes",
        payload: { a: 1 },
      });
      expect(json.statusCode).toBe(415);
      const empty = await upload(Buffer.alloc(0), "empty.png");
      expect(empty.statusCode).toBe(400);
      const noType = await upload(await png(), "x.png", "original");
      expect(noType.statusCode).toBe(400);
      expect(fieldsOf(noType)).toEqual(["filetype"]);
    });

    it("refuses a 60 MB body announced by Content-Length with 413 before reading it", async () => {
      const body = lazyBody(60 * MB, await png());
      const answer = await staff.request({
        method: "POST",
        url: "/rest/media/upload-file?originalFilename=big.png&filetype=highRes",
        payload: body.stream,
        headers: { "content-type": "application/octet-stream", "content-length": String(60 * MB) },
      });
      expect(answer.statusCode).toBe(413);
      expect(body.pulled()).toBeLessThan(2 * MB);
    });

    it("stops a 200 MB chunked body at the limit with 413, streaming it without holding it in memory", async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = t.app.server.address() as AddressInfo;
      const body = lazyBody(200 * MB, await png());
      const serverSide = new Promise<Socket>((resolve) => t.app.server.once("connection", resolve));
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 5);
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            port,
            host: "127.0.0.1",
            method: "POST",
            path: "/rest/media/upload-file?originalFilename=big.png&filetype=highRes",
            headers: { "content-type": "application/octet-stream", cookie: staff.cookie!, "sec-fetch-site": "same-origin" },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode!);
            // Answered: stop sending, as a browser does, so the connection closes with the app.
            body.stream.unpipe(request);
            request.destroy();
          },
        );
        request.on("error", reject);
        body.stream.pipe(request);
      });
      clearInterval(sampler);
      expect(status).toBe(413);
      // Refused at the limit (50 MB): answered long before the whole 200 MB was sent (the rest,
      // sent until the answer came, is read and dropped), and far from all of it in memory at once.
      expect(body.pulled()).toBeLessThan(150 * MB);
      expect(rssPeak - rssBefore).toBeLessThan(40 * MB);
      expect(fs.readdirSync(path.join(dataDir, "tmp", "uploads"))).toEqual([]);
      // The server kept reading the refused body, so it saw the client go and closed its side
      // (a request left unread held it until the keep-alive timeout, 65 s, past this test's).
      const socket = await serverSide;
      await new Promise<void>((resolve) => (socket.destroyed ? resolve() : socket.once("close", () => resolve())));
    });
  });

  describe("thumbnails", () => {
    it("serves an image's thumbnail with a long-lived ETag, and 304 for that ETag", async () => {
      const [original, thumbnail] = (await upload(await orientedJpeg(900, 700), "t.jpg")).json() as string[];
      const answer = await staff.get(`/rest/media/get-thumbnail?filename=${original}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["content-type"]).toBe("image/jpeg");
      expect(answer.headers.etag).toBe(`"${thumbnail}"`);
      expect(answer.headers["cache-control"]).toMatch(/max-age=31536000/);
      expect(answer.rawPayload.equals(fs.readFileSync(storedPath(thumbnail!)))).toBe(true);
      const again = await staff.request({
        method: "GET",
        url: `/rest/media/get-thumbnail?filename=${original}`,
        headers: { "if-none-match": `"${thumbnail}"` },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      const other = await staff.request({
        method: "GET",
        url: `/rest/media/get-thumbnail?filename=${original}`,
        headers: { "if-none-match": '"other"' },
      });
      expect(other.statusCode).toBe(200);
    });

    it("refuses a path as the file name (400) and answers 404 for an unknown file", async () => {
      for (const name of ["../../etc/passwd", "a/b.jpg", "..\\x.jpg", ".hidden", "abc..jpg"]) {
        const answer = await staff.get(`/rest/media/get-thumbnail?filename=${encodeURIComponent(name)}`);
        expect(answer.statusCode, name).toBe(400);
        expect(fieldsOf(answer)).toEqual(["filename"]);
      }
      expect((await staff.get("/rest/media/get-thumbnail?filename=unknown.jpg")).statusCode).toBe(404);
    });
  });

  describe("orders and downloads", () => {
    beforeAll(async () => {
      const order = (name: string, email: string | null, status: string, day: string, downloads: number) => ({
        name,
        email,
        status,
        order_date: new Date(`${day}T12:00:00Z`),
        total_downloads: downloads,
      });
      await t.database.db
        .insertInto("media_orders")
        .values([
          order("Anna Ek", "anna@stores.example", "downloaded", "2026-01-10", 3),
          order("Anna Ek", "ANNA@stores.example", "downloaded", "2026-02-10", 4),
          order("Bo Lind", "bo@stores.example", "sent", "2026-03-10", 0),
          order("Cia Berg", null, "new", "2026-04-10", 1),
          order("Dan Ny", "dan@stores.example", "expired", "2025-12-10", 9),
        ] as any)
        .execute();
    });

    it("pages media orders, newest order first by default, with status options", async () => {
      const answer = await staff.get("/rest/media/orders?count=2");
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json();
      expect(page.total).toBe(5);
      expect(page.list.map((o: any) => o.name)).toEqual(["Cia Berg", "Bo Lind"]);
      expect(page.filterable.status.map((s: any) => s.property)).toEqual(["downloaded", "expired", "new", "sent"]);
      const second = (await staff.get("/rest/media/orders?count=2&page=2")).json();
      expect(second.list.map((o: any) => o.orderDate.slice(0, 10))).toEqual(["2026-02-10", "2026-01-10"]);
      const filtered = (
        await staff.get(
          `/rest/media/orders?orderByAlias=totalDownloads&order=asc&filters=${encodeURIComponent(JSON.stringify({ status: "downloaded", name: "ANNA" }))}`,
        )
      ).json();
      expect(filtered.list.map((o: any) => o.totalDownloads)).toEqual([3, 4]);
      const dated = (
        await staff.get(
          `/rest/media/orders?filters=${encodeURIComponent(JSON.stringify({ orderDateFrom: "2026-02-10", orderDateTo: "2026-03-10" }))}`,
        )
      ).json();
      expect(dated.total).toBe(2);
    });

    it("refuses unknown filters, bad values and unknown sorts with 400 naming them", async () => {
      const badKey = await staff.get(`/rest/media/orders?filters=${encodeURIComponent(JSON.stringify({ colour: "red" }))}`);
      expect(fieldsOf(badKey)).toEqual(["filters.colour"]);
      const badStatus = await staff.get(
        `/rest/media/orders?filters=${encodeURIComponent(JSON.stringify({ status: "lost", orderDateTo: "2026-02-30" }))}`,
      );
      expect(badStatus.statusCode).toBe(400);
      expect(fieldsOf(badStatus)).toEqual(["filters.status"]);
      const badDay = await staff.get(`/rest/media/orders?filters=${encodeURIComponent(JSON.stringify({ orderDateTo: "2026-02-30" }))}`);
      expect(fieldsOf(badDay)).toEqual(["filters.orderDateTo"]);
      expect((await staff.get("/rest/media/orders?orderByAlias=password")).statusCode).toBe(400);
      expect((await staff.get("/rest/media/orders?count=1001")).statusCode).toBe(400);
    });

    it("sums downloads per person (e-mail case-insensitive, or name), most first by default", async () => {
      const answer = await staff.get("/rest/media/get-total-downloads-by-one-person");
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json();
      expect(page.total).toBe(4);
      expect(page.list.map((p: any) => [p.name, p.totalDownloads])).toEqual([
        ["Dan Ny", 9],
        ["Anna Ek", 7],
        ["Cia Berg", 1],
        ["Bo Lind", 0],
      ]);
      expect(page.list[1].orderDate.slice(0, 10)).toBe("2026-02-10");
      const byName = (
        await staff.get(
          `/rest/media/get-total-downloads-by-one-person?orderByAlias=name&order=asc&filters=${encodeURIComponent(JSON.stringify({ orderDateFrom: "2026-01-01" }))}`,
        )
      ).json();
      expect(byName.list.map((p: any) => p.name)).toEqual(["Anna Ek", "Bo Lind", "Cia Berg"]);
      const bad = await staff.get(
        `/rest/media/get-total-downloads-by-one-person?filters=${encodeURIComponent(JSON.stringify({ status: "new" }))}`,
      );
      expect(fieldsOf(bad)).toEqual(["filters.status"]);
    });
  });

  it("needs the permission media for every operation (403), and a session (401)", async () => {
    const calls: Array<[string, string]> = [
      ["GET", "/rest/media/folders"],
      ["POST", "/rest/media/folders"],
      ["GET", "/rest/media/folders/1"],
      ["PUT", "/rest/media/folders/1"],
      ["DELETE", "/rest/media/folders/1"],
      ["DELETE", "/rest/media/media/1"],
      ["POST", "/rest/media/upload-file?originalFilename=a.png&filetype=highRes"],
      ["GET", "/rest/media/get-thumbnail?filename=a.jpg"],
      ["GET", "/rest/media/get-total-downloads?imageIds=[1]"],
      ["GET", "/rest/media/orders"],
      ["GET", "/rest/media/get-total-downloads-by-one-person"],
    ];
    for (const [method, url] of calls) {
      const payload = method === "POST" || method === "PUT" ? { name: "x" } : undefined;
      const refused = await outsider.request({ method: method as "GET", url, ...(payload ? { payload } : {}) });
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await staff.request({ method: method as "GET", url, headers: { cookie: "" }, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
