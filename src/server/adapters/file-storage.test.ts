import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertStorageKey, LocalFileStorage } from "./file-storage.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "file-storage-test-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("LocalFileStorage", () => {
  const storage = new LocalFileStorage(root);

  it("stores bytes and files under their key, spread by its first two characters, and reads them back", async () => {
    await storage.putBytes("ab12.jpg", Buffer.from("one"), "image/jpeg");
    expect(fs.readFileSync(path.join(root, "ab", "ab12.jpg"), "utf8")).toBe("one");
    const local = path.join(root, "incoming.bin");
    fs.writeFileSync(local, "two");
    await storage.putFile("cd34.png", local, "image/png");
    expect((await storage.read("cd34.png"))?.toString()).toBe("two");
    const stream = await storage.open("cd34.png");
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("two");
    expect(await storage.exists("cd34.png")).toBe(true);
    // No temporary file is left beside them.
    expect(fs.readdirSync(path.join(root, "ab"))).toEqual(["ab12.jpg"]);
  });

  it("keeps a key's first bytes (a content address never changes) and removes keys, unknown ones too", async () => {
    await storage.putBytes("ef56.jpg", Buffer.from("first"), "image/jpeg");
    await storage.putBytes("ef56.jpg", Buffer.from("second"), "image/jpeg");
    expect((await storage.read("ef56.jpg"))?.toString()).toBe("first");
    await storage.remove("ef56.jpg");
    await storage.remove("ef56.jpg");
    expect(await storage.read("ef56.jpg")).toBeUndefined();
    expect(await storage.open("ef56.jpg")).toBeUndefined();
    expect(await storage.exists("ef56.jpg")).toBe(false);
  });

  it("refuses keys that are paths", async () => {
    for (const key of ["../x.jpg", "a/b.jpg", "a\\b.jpg", ".hidden", "", "ab..jpg", "x".repeat(256)]) {
      expect(() => assertStorageKey(key), key).toThrow();
      await expect(storage.read(key)).rejects.toThrow();
    }
  });
});
