import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nodePlop from "node-plop";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import plopfile from "../../generators/plopfile.ts";
import { flattenKeys, generateScreens } from "../../generators/lib/screens.ts";

const root = path.resolve(import.meta.dirname, "../..");
// The shared files the scaffolds extend, copied so the repository is never touched.
const SHARED = ["screens/screen.schema.json", "src/client/screens/locales/en.json", "src/client/screens/locales/sv_SE.json", "src/server/routes/index.ts"];

let dest: string;
beforeEach(() => {
  dest = fs.mkdtempSync(path.join(os.tmpdir(), "plop-"));
  for (const file of SHARED) {
    fs.mkdirSync(path.dirname(path.join(dest, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dest, file));
  }
});
afterEach(() => fs.rmSync(dest, { recursive: true, force: true }));

async function run(generator: string, answers: Record<string, unknown>) {
  const plop = await nodePlop("", { destBasePath: dest, force: false });
  plopfile(plop);
  const result = await plop.getGenerator(generator).runActions(answers);
  expect(result.failures, JSON.stringify(result.failures)).toEqual([]);
  return result.changes.map((c) => path.relative(dest, path.resolve(dest, c.path.replace(/^\//, ""))));
}
const read = (file: string) => fs.readFileSync(path.join(dest, file), "utf8");

describe("plop scaffolds", () => {
  it("'new screen' writes a YAML screen that generates, with its story, test and texts", async () => {
    const changed = await run("new screen", { resource: "videos", route: "/app/cms/videos", operationId: "listVideos", title: "Videos", titleSv: "Videor" });
    expect(changed).toEqual(expect.arrayContaining(["screens/videos.screen.yaml", "src/client/screens/videos/VideosTable.stories.tsx", "src/client/screens/videos/VideosTable.test.tsx"]));
    expect(read("src/client/screens/videos/VideosTable.stories.tsx")).toContain('loadScreenConfig("videos")');
    const en = JSON.parse(read("src/client/screens/locales/en.json"));
    expect(en.resources.videos).toMatchObject({ title: "Videos", messages: { loadFailed: "Could not retrieve videos" }, fields: { header: "Header" } });
    expect(JSON.parse(read("src/client/screens/locales/sv_SE.json")).resources.videos.title).toBe("Videor");
    // The scaffold passes the generator's checks against the contract as it is.
    const files = generateScreens({
      sources: [{ file: "screens/videos.screen.yaml", text: read("screens/videos.screen.yaml") }],
      contract: JSON.parse(fs.readFileSync(path.join(root, "src/shared/api/generated/openapi.gen.json"), "utf8")),
      locales: { en: flattenKeys(en), sv_SE: flattenKeys(JSON.parse(read("src/client/screens/locales/sv_SE.json"))) },
      schema: JSON.parse(read("screens/screen.schema.json")),
    });
    expect(files.map((f) => f.path)).toContain("src/client/screens/generated/videos.screen.gen.ts");
  });

  it("'new module' writes a screen, its story, test and texts in both languages", async () => {
    await run("new module", { name: "opening-hours", description: "Opening hours of a location.", title: "Opening hours", titleSv: "Öppettider" });
    expect(read("src/client/modules/opening-hours/OpeningHoursScreen.tsx")).toContain("export function OpeningHoursScreen()");
    expect(JSON.parse(read("src/client/modules/opening-hours/locales/sv_SE.json"))).toEqual({ openingHours: { title: "Öppettider", empty: "Inget här ännu." } });
    expect(JSON.parse(read("src/client/modules/opening-hours/locales/en.json")).openingHours.title).toBe("Opening hours");
  });

  it("'new route plugin' writes handlers, a store and an API test, and registers the module", async () => {
    await run("new route plugin", { tag: "videos" });
    const handlers = read("src/server/routes/videos/handlers.ts");
    expect(handlers).toContain("export const videosRoutes: RouteModule");
    for (const op of ["listVideos", "getVideo", "updateVideo"]) expect(handlers).toContain(`async ${op}(request)`);
    expect(read("src/server/routes/videos/videos-store.ts")).toContain('TypedRequest<"updateVideo">');
    expect(read("tests/api/videos.test.ts")).toMatch(/\["PUT", "\/[\w/-]+\/1"\],\n/);
    const index = read("src/server/routes/index.ts");
    expect(index).toContain('import { videosRoutes } from "./videos/handlers.ts";');
    expect(index).toMatch(/const MODULES: RouteModule\[\] = \[[^\]]*, videosRoutes\]/);
  });
});
