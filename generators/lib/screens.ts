import fs from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { parse } from "yaml";
import { parseMenu, type MenuItem } from "../../src/client/app/menu/menuItems.ts";
import type { DialogKind, ScreenConfig, ScreenDialogConfig } from "../../src/client/screens/screenConfig.ts";
import { checkDialog, checkList, checkOperationPermission, type Check } from "./screen-checks.ts";
import { checkDetailDialog } from "./screen-selects.ts";
import { checkI18nKeys } from "./screen-i18n.ts";
import { checkMenuEntry, checkUnnamedEntries, menuIndex } from "./screen-menu.ts";
import { checkCalledOperations, checkListedOperations, checkModuleScreen, checkTitleKey, type ClientFiles } from "./screen-modules.ts";
import { ENGINE_OUT_DIR, REGISTRY_OUT_DIR, engineConfigsFile, registryFile, type RegistryEntry } from "./screen-registry.ts";
import { anyParameter, checkModuleRoute, checkRoutes, registrySubRoutes } from "./screen-routes.ts";
import { readFragments } from "./locales.ts";
import type { ContractDocument } from "./screen-contract.ts";
import { banner, type GeneratedFile } from "./generated-file.ts";
import { formValidatorsFile } from "./form-validators.ts";

const SCREENS_DIR = "screens";
const SCHEMA_FILE = "screens/screen.schema.json";
const MENU_FILE = "public/menu.json";
const OUT_DIR = ENGINE_OUT_DIR;
const CLIENT_DIR = "src/client";
// Where a missing key is reported; a screen's keys may live in any fragment (e.g. its module's).
const LOCALES = { en: "src/client/**/locales/en.json", sv_SE: "src/client/**/locales/sv_SE.json" };
// A module's files that are not the screen's code: the operations they name are not calls.
const NOT_SCREEN_CODE = /(\.test\.tsx?|\.stories\.tsx?|Fixtures\.ts|Handlers\.ts|TestSetup\.tsx?)$/;

/** One screens/<resource>.screen.yaml as read from disk. */
export interface ScreenSource {
  file: string;
  text: string;
}

export interface ScreenInputs {
  sources: ScreenSource[];
  contract: ContractDocument;
  /** Flattened i18n keys per language of the client's locale fragments. */
  locales: Record<string, Set<string>>;
  schema: object;
  /** public/menu.json's items; unset: menu entries are not checked. */
  menu?: readonly MenuItem[];
  /** Reads src/client (extensions, modules and the operations they call); unset: those are not checked. */
  clientFiles?: ClientFiles;
}

/** A screen YAML that does not fit the schema or the contract; the message lists every problem. */
export class ScreenGenerationError extends Error {
  constructor(message: string) {
    super(message);
    // `npm run gen` dies with this error: show the list of problems, not a stack trace.
    this.stack = `${this.name}: ${message}`;
  }
}

/** Reads screens/, the bundled contract, the menu and the locale fragments, and generates the configs and the registry. */
export function screenFiles(root: string): GeneratedFile[] {
  const dir = path.join(root, SCREENS_DIR);
  const sources = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".screen.yaml"))
    .sort()
    .map((f) => ({ file: `${SCREENS_DIR}/${f}`, text: fs.readFileSync(path.join(dir, f), "utf8") }));
  const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"));
  const files = generateScreens({
    sources,
    contract: readJson("src/shared/api/generated/openapi.gen.json"),
    locales: clientLocaleKeys(root),
    schema: readJson(SCHEMA_FILE),
    menu: parseMenu(readJson(MENU_FILE)),
    clientFiles: clientFilesAt(path.join(root, CLIENT_DIR)),
  });
  // A config whose YAML was removed would still be committed and importable; refuse it.
  const expected = new Set(files.map((f) => f.path));
  const orphans = [OUT_DIR, REGISTRY_OUT_DIR].flatMap((out) => {
    const outDir = path.join(root, out);
    return fs.existsSync(outDir)
      ? fs
          .readdirSync(outDir)
          .filter((f) => f.endsWith(".gen.ts") && !expected.has(`${out}/${f}`))
          .map((f) => `${out}/${f}`)
      : [];
  });
  if (orphans.length > 0) throw new ScreenGenerationError(`No screen YAML generates ${orphans.join(", ")}; delete it.`);
  return files;
}

/** src/client as the generator reads it. */
export function clientFilesAt(clientDir: string): ClientFiles {
  return {
    read: (relative) => {
      const file = path.join(clientDir, relative);
      return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
    },
    list: (folder) => {
      const dir = path.join(clientDir, folder);
      if (!fs.existsSync(dir)) return [];
      return (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((f) => /\.tsx?$/.test(f) && !NOT_SCREEN_CODE.test(f))
        .sort()
        .map((f) => path.posix.join(folder, f.split(path.sep).join("/")));
    },
  };
}

/** Pure core: validates every screen and emits each table screen's config, the engine's index and the app's registry. */
export function generateScreens({ sources, contract, locales, schema, menu, clientFiles }: ScreenInputs): GeneratedFile[] {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true });
  const validate = ajv.compile(schema);
  const menuItems = menu ? menuIndex(menu) : undefined;
  const problems: string[] = [];
  const tables: ScreenOutput[] = [];
  const entries: Array<RegistryEntry & { file: string; menu?: string }> = [];
  for (const source of sources) {
    const check: Check = { problems: [], contract, file: source.file };
    const data = parseYaml(source, check);
    if (data && !validate(data)) {
      // if/then/else only say which branch failed; the branch's own errors name the problem.
      for (const e of (validate.errors ?? []).filter((e) => !["if", "then", "else"].includes(e.keyword))) {
        check.problems.push(
          `${e.instancePath || "(top)"} ${e.message}${e.params && "allowedValues" in e.params ? `: ${(e.params.allowedValues as string[]).join(", ")}` : ""}`,
        );
      }
    } else if (data) {
      const expected = path.basename(source.file, ".screen.yaml");
      if (data.resource !== expected && data.resource !== camelCase(expected))
        check.problems.push(`resource '${data.resource}' must match the file name '${expected}'`);
      if (menuItems) checkMenuEntry(data, menuItems, check);
      const menuPosition = data.menu ? menuItems?.get(data.menu)?.position : undefined;
      const common = {
        file: source.file,
        resource: data.resource,
        route: data.route,
        titleKey: data.titleKey,
        permission: data.permission,
        menu: data.menu,
        menuPosition,
        ...(data.stateName ? { stateName: data.stateName as string } : {}),
      };
      if (data.kind === "module") {
        const screen = checkModuleScreen(data, clientFiles, check);
        checkTitleKey(screen.titleKey, locales, LOCALES, check);
        // A route with path parameters ({id}) is routed as react-router's pattern (:id), its module given their values.
        const { path: route, params, redirects } = checkModuleRoute(data, check);
        entries.push({
          ...common,
          route,
          component: screen.component,
          ...(params.length > 0 ? { params } : {}),
          ...(redirects.length > 0 ? { redirects } : {}),
        });
      } else {
        const config = buildConfig(data, check);
        const extension = data.extension ? checkExtension(data.extension, clientFiles, check) : undefined;
        if (config) {
          // What the extension's folder calls, like a module's, must be named here with a permission that may call it.
          const listed = new Map([...declaredOperations(data, config), ...checkListedOperations(data, check)]);
          if (data.extension && clientFiles) checkCalledOperations(path.dirname(data.extension), listed, clientFiles, check);
          checkI18nKeys(config, locales, LOCALES, check);
          tables.push({ file: source.file, config });
          const subRoutes = config.routes ? { subRoutes: registrySubRoutes(config.route, config.routes) } : {};
          entries.push({ ...common, table: extension ? { extension } : {}, ...subRoutes });
        }
      }
    }
    problems.push(...check.problems.map((p) => `${source.file}: ${p}`));
  }
  // Every address the app routes: screens, their sub-routes and the older addresses they redirect.
  const allRoutes = entries.flatMap((s) =>
    [s.route, ...(s.subRoutes ?? []).map((sub) => sub.path), ...(s.redirects ?? []).map((r) => r.path)].map(anyParameter),
  );
  for (const clash of duplicates(allRoutes)) problems.push(`two screens use the route ${clash}`);
  if (menuItems) problems.push(...checkUnnamedEntries(entries, menuItems));
  if (problems.length > 0) {
    throw new ScreenGenerationError(
      `Screen generation failed (${problems.length} problem${problems.length > 1 ? "s" : ""}):\n  ${problems.join("\n  ")}`,
    );
  }
  return [
    ...tables.flatMap(({ file, config }) => screenConfigFiles(file, config)),
    engineConfigsFile(tables.map((t) => t.config.resource)),
    registryFile(entries.map(({ file: _file, menu: _menu, ...entry }) => entry)),
  ];
}

function parseYaml(source: ScreenSource, check: Check): any {
  try {
    return parse(source.text);
  } catch (error) {
    check.problems.push(`is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
    return undefined;
  }
}

function buildConfig(yaml: any, check: Check): ScreenConfig | undefined {
  const list = checkList(yaml, check);
  if (!list) return undefined;
  const dialogs: Partial<Record<DialogKind, ScreenDialogConfig>> = {};
  for (const kind of ["edit", "create"] as const) {
    if (!yaml.dialogs?.[kind]) continue;
    const dialog = checkDialog(yaml, kind, list.rowSchema, check);
    if (dialog) dialogs[kind] = dialog;
  }
  const detail = checkDetailDialog(yaml, list.rowSchema, check);
  const rowActions = (yaml.rowActions ?? []).map((action: any, i: number) => {
    const where = `rowActions[${i}]`;
    if (action.run) {
      if (!yaml.extension) check.problems.push(`${where}.run: the screen has no extension to run '${action.id}'`);
      const permission = action.permission ?? yaml.permission;
      if (action.operationId) checkOperationPermission(check, `${where}.operationId`, action.operationId, permission);
      return { id: action.id, labelKey: action.labelKey, ...(action.icon ? { icon: action.icon } : {}), run: action.run, permission };
    }
    if (!yaml.dialogs?.[action.dialog]) check.problems.push(`${where}.dialog: the screen has no '${action.dialog}' dialog`);
    if (action.dialog === "detail")
      return {
        id: action.id,
        labelKey: action.labelKey,
        ...(action.icon ? { icon: action.icon } : {}),
        dialog: action.dialog,
        permission: action.permission ?? detail?.permission ?? yaml.permission,
      };
    const dialog = dialogs[action.dialog as DialogKind];
    return {
      id: action.id,
      labelKey: action.labelKey,
      ...(action.icon ? { icon: action.icon } : {}),
      dialog: action.dialog,
      permission: action.permission ?? dialog?.permission ?? yaml.permission,
    };
  });
  const routes = checkRoutes(yaml, check);
  const extensionActions = (kind: "selectionActions" | "toolbarActions") =>
    (yaml[kind] ?? []).map((action: any, i: number) => {
      const where = `${kind}[${i}]`;
      if (!yaml.extension) check.problems.push(`${where}: the screen has no extension to run '${action.id}'`);
      const permission = action.permission ?? yaml.permission;
      if (action.operationId) checkOperationPermission(check, `${where}.operationId`, action.operationId, permission);
      return { id: action.id, labelKey: action.labelKey, ...(action.icon ? { icon: action.icon } : {}), permission };
    });
  return {
    ...list.config,
    rowActions,
    selectionActions: extensionActions("selectionActions"),
    toolbarActions: extensionActions("toolbarActions"),
    dialogs,
    ...(detail ? { detail } : {}),
    ...(routes ? { routes } : {}),
  };
}

/** The operations a table screen's YAML names (list, export, dialogs, actions): its extension may call them. */
function declaredOperations(yaml: any, config: ScreenConfig): Map<string, string> {
  const declared = new Map<string, string>([[config.list.operationId, config.permission]]);
  if (config.csvExport) declared.set(config.csvExport.operationId, config.permission);
  for (const dialog of Object.values(config.dialogs)) {
    declared.set(dialog.operation.operationId, dialog.permission);
    if (dialog.delete) declared.set(dialog.delete.operation.operationId, dialog.delete.permission);
    if (dialog.reload) declared.set(dialog.reload.operationId, config.permission);
  }
  if (config.detail) declared.set(config.detail.operation.operationId, config.detail.permission);
  for (const column of config.columns) {
    if (column.inlineSelect) declared.set(column.inlineSelect.operation.operationId, column.inlineSelect.permission);
  }
  for (const options of [...config.filters.map((f) => f.options), ...config.columns.map((c) => c.inlineSelect?.options)]) {
    if (options?.source === "operation") declared.set(options.operation.operationId, config.permission);
  }
  for (const kind of ["rowActions", "selectionActions", "toolbarActions"]) {
    for (const action of yaml[kind] ?? []) if (action.operationId) declared.set(action.operationId, action.permission ?? yaml.permission);
  }
  return declared;
}

/** A table screen's extension: a file under src/client exporting a hook named like the file. */
function checkExtension(relative: string, files: ClientFiles | undefined, check: Check): { path: string; name: string } {
  const name = path.basename(relative).replace(/\.tsx?$/, "");
  if (files) {
    const text = files.read(relative);
    if (text === undefined) check.problems.push(`extension: there is no ${CLIENT_DIR}/${relative}`);
    else if (!new RegExp(`export (function|const) ${name}\\b`).test(text))
      check.problems.push(`extension: ${CLIENT_DIR}/${relative} does not export ${name}`);
  }
  return { path: relative, name };
}

interface ScreenOutput {
  file: string;
  config: ScreenConfig;
}

/** A screen's config and, when it has dialogs, their precompiled form validators (imported by the config). */
function screenConfigFiles(source: string, config: ScreenConfig): GeneratedFile[] {
  const validators = formValidatorsFile(source, config, OUT_DIR);
  const body = JSON.stringify(config, null, 2);
  const imports = `import type { ScreenConfig } from "../screenConfig.ts";\n${validators ? `import { formValidators } from "./${config.resource}.validators.gen.ts";\n` : ""}`;
  const value = validators ? `{\n  formValidators,${body.slice(1)}` : body;
  const configFile = {
    path: `${OUT_DIR}/${config.resource}.screen.gen.ts`,
    content: `${banner(source)}${imports}\nexport const ${config.resource}Screen: ScreenConfig = ${value};\n`,
  };
  return validators ? [configFile, validators] : [configFile];
}

/** "a.b.c" for every string leaf of a nested locale object. */
export function flattenKeys(value: unknown, prefix = ""): Set<string> {
  const keys = new Set<string>();
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const full = prefix ? `${prefix}.${key}` : key;
      if (typeof inner === "string") keys.add(full);
      else for (const k of flattenKeys(inner, full)) keys.add(k);
    }
  }
  return keys;
}

/** Every key of the client's locale fragments per language (a screen's texts may live with its module). */
export function clientLocaleKeys(root: string): Record<string, Set<string>> {
  const keys: Record<string, Set<string>> = Object.fromEntries(Object.keys(LOCALES).map((lang) => [lang, new Set<string>()]));
  for (const byLanguage of readFragments(root).values()) {
    for (const [lang, texts] of Object.entries(byLanguage)) for (const key of texts?.keys() ?? []) keys[lang]?.add(key);
  }
  return keys;
}

function camelCase(kebab: string): string {
  return kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}
