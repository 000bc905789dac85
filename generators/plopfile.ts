import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ActionType, NodePlopAPI } from "plop";
import {
  addLocaleKeys,
  contractTags,
  humanize,
  menuItemFor,
  pageOperations,
  permissionCodes,
  readContract,
  screenScaffold,
  tagOperations,
} from "./lib/scaffold.ts";
import { findOperation, operationPermissions } from "./lib/screen-contract.ts";

/**
 * Scaffolds (`npm run new`): "new table screen" (a YAML list screen the engine renders, with its
 * story and test), "new module screen" (its YAML and a hand-written screen in modules/), "new route
 * plugin" (handlers for one OpenAPI tag with an API test).
 * Each starts out passing `npm run gen:check` and its own test. Action paths are relative to
 * the destination, the repository root (`npm run new` passes --dest .).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const template = (name: string) => path.join(here, "templates", name);
const SCREEN_LOCALES = { en: "src/client/screens/locales/en.json", sv_SE: "src/client/screens/locales/sv_SE.json" };
const camel = /^[a-z][a-zA-Z0-9]*$/;
const validRoute = (v: string) => /^\/app(\/[a-z0-9-]+)+$/.test(v) || "like /app/cms/sites";

export default function plopfile(plop: NodePlopAPI) {
  const contract = readContract(root);
  plop.setHelper("json", (value: unknown) => JSON.stringify(value));

  plop.setGenerator("new table screen", {
    description:
      "A list screen the engine renders (screens/<name>.screen.yaml, kind table) with a story and a test in src/client/modules/<name>/",
    prompts: [
      {
        type: "input",
        name: "resource",
        message: "Resource (camelCase, e.g. videos):",
        validate: (v: string) => camel.test(v) || "camelCase letters and digits",
      },
      {
        type: "input",
        name: "route",
        message: "Route:",
        default: (a: { resource: string }) => `/app/${plop.getHelper("kebabCase")(a.resource)}`,
        validate: validRoute,
      },
      { type: "list", name: "operationId", message: "List operation (answers { list, total }):", choices: pageOperations(contract) },
      { type: "input", name: "title", message: "Title in English:" },
      { type: "input", name: "titleSv", message: "Title in Swedish:" },
    ],
    actions: (answers) => {
      const a = answers as { resource: string; route: string; operationId: string; title: string; titleSv: string };
      const menu = menuItemFor(plop.getDestBasePath(), a.route);
      const scaffold = screenScaffold(contract, a.operationId, menu);
      const kebab = plop.getHelper("kebabCase")(a.resource);
      const folder = `src/client/modules/${kebab}`;
      const data = { ...scaffold, kebab, menu: menu?.id, description: `${a.title}: one page of ${a.operationId}.` };
      return [
        { type: "add", path: `screens/${kebab}.screen.yaml`, templateFile: template("screen.yaml.hbs"), data },
        { type: "add", path: `${folder}/{{pascalCase resource}}Table.stories.tsx`, templateFile: template("screen.stories.tsx.hbs") },
        { type: "add", path: `${folder}/{{pascalCase resource}}Table.test.tsx`, templateFile: template("screen.test.tsx.hbs") },
        addTexts(a.resource, a.title, a.titleSv, [...scaffold.columns.map((c) => c.field), ...scaffold.filters.map((f) => f.key)]),
        () =>
          `Next: \`npm run gen\`, word the new keys in src/client/screens/locales/sv_SE.json in Swedish, add dialogs if the screen edits${menu ? "" : ", add its item to public/menu.json and name it (menu:)"}.`,
      ];
    },
  });

  plop.setGenerator("new module screen", {
    description:
      "A hand-written screen: screens/<name>.screen.yaml (kind module) and src/client/modules/<name>/ with the component, a story, a test and its texts",
    prompts: [
      {
        type: "input",
        name: "name",
        message: "Module (kebab-case, e.g. opening-hours):",
        validate: (v: string) => /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(v) || "kebab-case",
      },
      { type: "input", name: "description", message: "What it shows (one line):" },
      { type: "input", name: "route", message: "Route:", default: (a: { name: string }) => `/app/${a.name}`, validate: validRoute },
      {
        type: "list",
        name: "permission",
        message: "Permission the route needs:",
        choices: permissionCodes(root),
        default: (a: { route: string }) => menuItemFor(plop.getDestBasePath(), a.route)?.permission,
      },
      { type: "input", name: "title", message: "Title in English:" },
      { type: "input", name: "titleSv", message: "Title in Swedish:" },
    ],
    actions: (answers) => {
      // Action data cannot override an answer, so each language's title has its own name.
      const { name, title, titleSv, route } = answers as { name: string; title: string; titleSv: string; route: string };
      const menu = menuItemFor(plop.getDestBasePath(), route);
      const folder = "src/client/modules/{{name}}";
      return [
        { type: "add", path: "screens/{{name}}.screen.yaml", templateFile: template("module-screen.yaml.hbs"), data: { menu: menu?.id } },
        { type: "add", path: `${folder}/{{pascalCase name}}Screen.tsx`, templateFile: template("module-screen.tsx.hbs") },
        { type: "add", path: `${folder}/{{pascalCase name}}Screen.stories.tsx`, templateFile: template("module-screen.stories.tsx.hbs") },
        { type: "add", path: `${folder}/{{pascalCase name}}Screen.test.tsx`, templateFile: template("module-screen.test.tsx.hbs") },
        {
          type: "add",
          path: `${folder}/locales/en.json`,
          templateFile: template("module-locale.json.hbs"),
          data: { localeTitle: title, empty: "Nothing here yet." },
        },
        {
          type: "add",
          path: `${folder}/locales/sv_SE.json`,
          templateFile: template("module-locale.json.hbs"),
          data: { localeTitle: titleSv, empty: "Inget här ännu." },
        },
        () =>
          `Next: \`npm run gen\` (it registers the route); list every operation the screen calls under operations: in screens/${name}.screen.yaml${menu ? "" : "; add its item to public/menu.json and name it (menu:)"}.`,
      ];
    },
  });

  plop.setGenerator("new route plugin", {
    description: "Handlers for one OpenAPI tag in src/server/routes/<tag>/, registered, with an API test",
    prompts: [{ type: "list", name: "tag", message: "OpenAPI tag:", choices: contractTags(contract) }],
    actions: (answers) => {
      const { tag } = answers as { tag: string };
      const operations = tagOperations(contract, tag).map((id) => {
        const op = findOperation(contract, id)!;
        return {
          operationId: id,
          method: op.method.toUpperCase(),
          path: op.path,
          url: op.path.replace(/\{\w+\}/g, "1"),
          isPublic: operationPermissions(op) === "public",
        };
      });
      const data = { operations, guarded: operations.filter((o) => !o.isPublic) };
      const index = "src/server/routes/index.ts";
      const built = "src/server/routes/built-operations.ts";
      const actions: ActionType[] = [
        { type: "add", path: "src/server/routes/{{tag}}/handlers.ts", templateFile: template("route-handlers.ts.hbs"), data },
        { type: "add", path: "src/server/routes/{{tag}}/operations.ts", templateFile: template("route-operations.ts.hbs"), data },
        { type: "add", path: "src/server/routes/{{tag}}/{{kebabCase tag}}-store.ts", templateFile: template("route-store.ts.hbs"), data },
        { type: "add", path: "tests/api/{{kebabCase tag}}.test.ts", templateFile: template("route-api.test.ts.hbs"), data },
        // Registration: one import and one entry in MODULES, the rest of index.ts untouched.
        {
          type: "modify",
          path: index,
          pattern: /(\nimport type \{ RouteModule \} from "\.\/types\.ts";)/,
          template: '\nimport { {{camelCase tag}}Routes } from "./{{tag}}/handlers.ts";$1',
        },
        { type: "modify", path: index, pattern: /(const MODULES: RouteModule\[\] = \[[^\]]*)\]/, template: "$1, {{camelCase tag}}Routes]" },
        // The list `npm run gen` reads for the README's status table (routes/built-operations.ts).
        {
          type: "modify",
          path: built,
          pattern: /(\nexport const BUILT_OPERATIONS)/,
          template: '\nimport { {{camelCase tag}}Operations } from "./{{tag}}/operations.ts";$1',
        },
        { type: "modify", path: built, pattern: /(\n\];\s*)$/, template: "\n  ...{{camelCase tag}}Operations,$1" },
        () => "Next: build each store method, then `npm run gen` (the README lists it as built).",
      ];
      return actions;
    },
  });

  plop.setWelcomeMessage("What shall we scaffold?");
}

/** A custom action adding the screen's title, load-failure message and field labels to both languages. */
function addTexts(resource: string, title: string, titleSv: string, fields: string[]) {
  return (_answers: unknown, _config: unknown, plop: NodePlopAPI) => {
    const base = plop.getDestBasePath();
    const labels = Object.fromEntries(fields.map((f) => [`resources.${resource}.fields.${f}`, humanize(f)]));
    const added = [
      ...addLocaleKeys(path.join(base, SCREEN_LOCALES.en), {
        [`resources.${resource}.title`]: title,
        [`resources.${resource}.messages.loadFailed`]: `Could not retrieve ${title.toLowerCase()}`,
        ...labels,
      }),
      ...addLocaleKeys(path.join(base, SCREEN_LOCALES.sv_SE), {
        [`resources.${resource}.title`]: titleSv,
        [`resources.${resource}.messages.loadFailed`]: `Kunde inte hämta ${titleSv.toLowerCase()}`,
        ...labels,
      }),
    ];
    return `${added.length} texts added to the screens' locale files`;
  };
}
