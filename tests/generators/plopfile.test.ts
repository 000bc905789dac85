import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import nodePlop from "node-plop";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import plopfile from "../../generators/plopfile.ts";
import { parseMenu } from "../../src/client/app/menu/menuItems.ts";
import { clientFilesAt, clientLocaleKeys, flattenKeys, generateScreens } from "../../generators/lib/screens.ts";

const root = path.resolve(import.meta.dirname, "../..");
// The shared files the scaffolds extend, copied so the repository is never touched.
const SHARED = [
  "screens/screen.schema.json",
  "public/menu.json",
  "src/client/screens/locales/en.json",
  "src/client/screens/locales/sv_SE.json",
  "src/server/routes/index.ts",
  "src/server/routes/built-operations.ts",
];

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
const contract = JSON.parse(fs.readFileSync(path.join(root, "src/shared/api/generated/openapi.gen.json"), "utf8"));

describe("plop scaffolds", () => {
  it("'new table screen' writes a YAML screen that generates, with its story, test and texts in its module's folder", async () => {
    const changed = await run("new table screen", {
      resource: "videos",
      route: "/app/cms/videos",
      operationId: "listVideos",
      title: "Videos",
      titleSv: "Videor",
    });
    expect(changed).toEqual(
      expect.arrayContaining([
        "screens/videos.screen.yaml",
        "src/client/modules/videos/VideosTable.stories.tsx",
        "src/client/modules/videos/VideosTable.test.tsx",
      ]),
    );
    expect(read("screens/videos.screen.yaml")).toMatch(/^kind: table$/m);
    expect(read("src/client/modules/videos/VideosTable.stories.tsx")).toContain('loadScreenConfig("videos")');
    const en = JSON.parse(read("src/client/screens/locales/en.json"));
    expect(en.resources.videos).toMatchObject({
      title: "Videos",
      messages: { loadFailed: "Could not retrieve videos" },
      fields: { header: "Header" },
    });
    expect(JSON.parse(read("src/client/screens/locales/sv_SE.json")).resources.videos.title).toBe("Videor");
    // The scaffold passes the generator's checks against the contract and the menu as they are.
    const files = generateScreens({
      sources: [{ file: "screens/videos.screen.yaml", text: read("screens/videos.screen.yaml") }],
      contract,
      locales: { en: flattenKeys(en), sv_SE: flattenKeys(JSON.parse(read("src/client/screens/locales/sv_SE.json"))) },
      schema: JSON.parse(read("screens/screen.schema.json")),
      menu: parseMenu(JSON.parse(read("public/menu.json"))),
    });
    expect(files.map((f) => f.path)).toContain("src/client/screens/generated/videos.screen.gen.ts");
    expect(files.find((f) => f.path.endsWith("registry.gen.ts"))!.content).toContain('load: () => tableScreen("videos")');
  });

  it("'new table screen' names the menu item of its route and takes its gating", async () => {
    await run("new table screen", {
      resource: "mediaVideos",
      route: "/app/media/video",
      operationId: "listVideos",
      title: "Videos",
      titleSv: "Videor",
    });
    const yaml = read("screens/media-videos.screen.yaml");
    expect(yaml).toContain("menu: mediaVideos");
    expect(yaml).toContain("permission: media");
  });

  it("'new module screen' writes its YAML and a screen, story, test and texts that generate", async () => {
    const answers = {
      name: "opening-hours",
      description: "Opening hours of a location.",
      route: "/app/company/opening-hours",
      permission: "company",
      title: "Opening hours",
      titleSv: "Öppettider",
    };
    await run("new module screen", answers);
    expect(read("src/client/modules/opening-hours/OpeningHoursScreen.tsx")).toContain("export function OpeningHoursScreen()");
    expect(JSON.parse(read("src/client/modules/opening-hours/locales/sv_SE.json"))).toEqual({
      openingHours: { title: "Öppettider", empty: "Inget här ännu." },
    });
    expect(JSON.parse(read("src/client/modules/opening-hours/locales/en.json")).openingHours.title).toBe("Opening hours");
    const yaml = read("screens/opening-hours.screen.yaml");
    expect(yaml).toMatch(/^kind: module$/m);
    // The generator registers it: the component exists and is exported, its title is in both languages.
    const files = generateScreens({
      sources: [{ file: "screens/opening-hours.screen.yaml", text: yaml }],
      contract,
      locales: clientLocaleKeys(dest),
      schema: JSON.parse(read("screens/screen.schema.json")),
      menu: parseMenu(JSON.parse(read("public/menu.json"))),
      clientFiles: clientFilesAt(path.join(dest, "src/client")),
    });
    expect(files.find((f) => f.path.endsWith("registry.gen.ts"))!.content).toContain(
      '{ resource: "openingHours", kind: "module", path: "/app/company/opening-hours", permission: "company", titleKey: "openingHours.title", stateName: "app.company.opening-hours", load: () => import("../../modules/opening-hours/OpeningHoursScreen.tsx").then((m) => m.OpeningHoursScreen) },',
    );
  });

  it("'new module screen' names the menu item of its route", async () => {
    await run("new module screen", {
      name: "contacts",
      description: "Contacts.",
      route: "/app/contacts",
      permission: "contact",
      title: "Contacts",
      titleSv: "Kontakter",
    });
    expect(read("screens/contacts.screen.yaml")).toContain("menu: contacts");
  });

  it("'new route plugin' writes handlers, a store and an API test, and registers the module", async () => {
    await run("new route plugin", { tag: "videos" });
    const handlers = read("src/server/routes/videos/handlers.ts");
    expect(handlers).toContain("export const videosRoutes: RouteModuleOf<typeof videosOperations>");
    expect(read("src/server/routes/videos/operations.ts")).toMatch(
      /export const videosOperations = \[\n {2}"listVideos",\n[^\]]*"updateVideo",\n\] as const/,
    );
    for (const op of ["listVideos", "getVideo", "updateVideo"]) expect(handlers).toContain(`async ${op}(request)`);
    expect(read("src/server/routes/videos/videos-store.ts")).toContain('TypedRequest<"updateVideo">');
    expect(read("tests/api/videos.test.ts")).toMatch(/\["PUT", "\/[\w/-]+\/1"\],\n/);
    const index = read("src/server/routes/index.ts");
    expect(index).toContain('import { videosRoutes } from "./videos/handlers.ts";');
    expect(index).toMatch(/const MODULES: RouteModule\[\] = \[[^\]]*, videosRoutes\]/);
    const built = read("src/server/routes/built-operations.ts");
    expect(built).toContain('import { videosOperations } from "./videos/operations.ts";');
    expect(built).toMatch(/ {2}\.\.\.\w+Operations,\n {2}\.\.\.videosOperations,\n\];\n$/);
  });
});
