import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { EXE_BYTES, orientedJpeg, png, SVG_WITH_SCRIPT } from "../fixtures/images.ts";

/**
 * CDN purges and CMS uploads (issue 18, tags cmsPurge and cmsUpload): the fixed purge targets
 * need cms, the translations code a language right; the embedded purge log and the webhook
 * adapter (a local HTTP server here), a refusing CDN as 503 with the flag kept. Uploads go
 * through the media library's checks: type by bytes (415), the widget's fileType (400), a path
 * as the name (400), 413 before reading an oversized body.
 */

const fieldsOf = (answer: { json(): any }) => Object.keys(answer.json().error?.fields ?? {}).sort();
const MB = 1_048_576;

/** A CDN stand-in: records what it is sent and answers with the status asked for. */
async function startWebhook() {
  const received: unknown[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push(JSON.parse(body));
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ estimatedSeconds: 5 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`,
    received,
    answerWith: (code: number) => (status = code),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds)("CDN purges and CMS uploads on %s", (kind) => {
  let t: TestApp;
  let cms: Client;
  let translator: Client;
  let outsider: Client;
  let dataDir: string;

  const purge = (client: Client, code: string) => client.get(`/cms/purge/cp-code?code=${encodeURIComponent(code)}`);
  const purgeLog = () => t.database.db.selectFrom("purge_log").select(["code", "target", "status", "account_id"]).orderBy("id").execute();
  const flag = async () => (await translator.get("/cms/translations/purge-translation-flag")).json().result as boolean;
  const setFlag = () => t.database.db.updateTable("translation_purge_flag").set({ needs_purge: true, changed_at: new Date() }).execute();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-upload-test-"));
    t = await createTestApp(kind, { dataDir });
    cms = await t.login(["cms"]);
    translator = await t.login([], ["sv"]);
    outsider = await t.login(["warranty"]);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  describe("purgeCdnCpCode with the embedded purge log", () => {
    it("purges the fixed targets for cms and logs who asked", async () => {
      const answer = await purge(cms, "100001");
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ success: true, code: "100001", purgedAt: expect.any(String) });
      expect(await purgeLog()).toEqual([{ code: "100001", target: "Main site", status: "logged", account_id: cms.accountId }]);
    });

    it("purges the translations code for a translator and clears the purge flag", async () => {
      await setFlag();
      expect(await flag()).toBe(true);
      const answer = await purge(translator, "100004");
      expect(answer.statusCode, answer.body).toBe(200);
      expect(await flag()).toBe(false);
      expect((await purgeLog()).at(-1)).toMatchObject({ code: "100004", target: "translations", status: "logged" });
    });

    it("takes the codes the configuration names (settings purgeCode and purgeTargets)", async () => {
      await t.database.db
        .insertInto("settings")
        .values([
          { key: "purgeCode", value: JSON.stringify("555") },
          { key: "purgeTargets", value: JSON.stringify([{ code: "777", name: "Staging site" }]) },
        ])
        .execute();
      try {
        expect((await purge(translator, "555")).statusCode).toBe(200);
        expect((await purge(cms, "777")).statusCode).toBe(200);
        expect((await purgeLog()).at(-1)).toMatchObject({ code: "777", target: "Staging site" });
        expect((await purge(cms, "100001")).statusCode).toBe(400);
        expect((await purge(translator, "100004")).statusCode).toBe(400);
      } finally {
        await t.database.db.deleteFrom("settings").where("key", "in", ["purgeCode", "purgeTargets"]).execute();
      }
    });

    it("refuses unknown codes (400) and targets the account has no right to (403)", async () => {
      const before = (await purgeLog()).length;
      const unknown = await purge(cms, "999999");
      expect(unknown.statusCode).toBe(400);
      expect(fieldsOf(unknown)).toEqual(["code"]);
      expect((await purge(cms, "abc")).statusCode).toBe(400);
      expect((await purge(cms, "1234567890123")).statusCode).toBe(400);
      expect((await cms.get("/cms/purge/cp-code")).statusCode).toBe(400);
      expect((await purge(translator, "100002")).statusCode).toBe(403);
      expect((await purge(cms, "100004")).statusCode).toBe(403);
      expect((await purge(outsider, "100003")).statusCode).toBe(403);
      expect((await purge(anonymous(t.app), "100001")).statusCode).toBe(401);
      expect((await purgeLog()).length).toBe(before);
    });
  });

  describe("purgeCdnCpCode through the webhook", () => {
    // The app is built in a hook (hookTimeout), not in the test: building one takes seconds of CPU,
    // which a busy machine stretched past the test's 30 s.
    let webhook: Awaited<ReturnType<typeof startWebhook>>;
    let hooked: TestApp;
    beforeAll(async () => {
      webhook = await startWebhook();
      hooked = await createTestApp(kind, { cdnPurgeWebhookUrl: webhook.url });
    });
    afterAll(async () => {
      await hooked?.close();
      await webhook?.close();
    });

    it("posts the purge to CDN_PURGE_WEBHOOK_URL; a refusal is 503 and keeps the flag", async () => {
      const translatorThere = await hooked.login([], ["all"]);
      const ok = await translatorThere.get("/cms/purge/cp-code?code=100004");
      expect(ok.statusCode, ok.body).toBe(200);
      expect(webhook.received).toEqual([{ code: "100004", target: "translations" }]);
      await hooked.database.db.updateTable("translation_purge_flag").set({ needs_purge: true, changed_at: new Date() }).execute();
      webhook.answerWith(500);
      const refused = await translatorThere.get("/cms/purge/cp-code?code=100004");
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.message).toBe("The CDN did not accept the purge. Try again later.");
      expect((await translatorThere.get("/cms/translations/purge-translation-flag")).json().result).toBe(true);
      const log = await hooked.database.db.selectFrom("purge_log").select(["status", "response"]).orderBy("id").execute();
      expect(log.map((l) => l.status)).toEqual(["sent", "failed"]);
      expect(log[1]!.response).toMatch(/^500/);
    });
  });

  describe("uploadCmsFile", () => {
    const upload = (client: Client, body: Buffer, originalFilename: string, fileType = "image", contentType = "application/octet-stream") =>
      client.request({
        method: "POST",
        url: `/cms/upload/upload?${new URLSearchParams({ originalFilename, fileType })}`,
        payload: body,
        headers: { "content-type": contentType },
      });
    const stored = (key: string) => path.join(dataDir, "files", key.slice(0, 2), key);

    it("stores an image through the media library: content-addressed, metadata-free, with renditions", async () => {
      const answer = await upload(cms, await orientedJpeg(900, 700), "photo.jpg", "image", "image/jpeg");
      expect(answer.statusCode, answer.body).toBe(200);
      const names = answer.json() as string[];
      expect(names[0]).toMatch(/^[0-9a-f]{64}\.jpg$/);
      expect(fs.existsSync(stored(names[0]!))).toBe(true);
      const row = await t.database.db.selectFrom("stored_files").selectAll().where("storage_key", "=", names[0]!).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ original_filename: "photo.jpg", content_type: "image/jpeg", account_id: cms.accountId });
      const pdf = await upload(cms, Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"), "terms.pdf", "document");
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.json()).toHaveLength(1);
      expect(pdf.json()[0]).toMatch(/\.pdf$/);
    });

    it("refuses a file of another kind than fileType (400) and types the library does not take (415)", async () => {
      const mismatch = await upload(cms, await png(), "a.png", "video");
      expect(mismatch.statusCode).toBe(400);
      expect(fieldsOf(mismatch)).toEqual(["fileType"]);
      expect((await upload(cms, SVG_WITH_SCRIPT, "x.svg", "image", "image/svg+xml")).statusCode).toBe(415);
      expect((await upload(cms, EXE_BYTES, "x.jpg")).statusCode).toBe(415);
      expect((await upload(cms, await png(), "a.png", "audio")).statusCode).toBe(400);
    });

    it("refuses a path as the file name, an empty or JSON body, and a body over 20 MB before reading it", async () => {
      for (const name of ["../../etc/passwd", "a/b.png", "..\\x.png", ".."]) {
        const answer = await upload(cms, await png(), name);
        expect(answer.statusCode, name).toBe(400);
        expect(fieldsOf(answer)).toEqual(["originalFilename"]);
      }
      expect((await upload(cms, Buffer.alloc(0), "empty.png")).statusCode).toBe(400);
      const json = await cms.request({
        method: "POST",
        url: "/cms/upload/upload?originalFilename=a.png&fileType=image",
        payload: { file: "x" },
      });
      expect(json.statusCode).toBe(415);
      const big = await upload(cms, Buffer.concat([await png(), Buffer.alloc(20 * MB)]), "big.png");
      expect(big.statusCode).toBe(413);
      expect(fs.readdirSync(path.join(dataDir, "tmp", "uploads"))).toEqual([]);
    });

    it("needs cms", async () => {
      expect((await upload(translator, await png(), "a.png")).statusCode).toBe(403);
      expect((await upload(anonymous(t.app), await png(), "a.png")).statusCode).toBe(401);
    });
  });
});
