import fs from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { parse } from "yaml";
import type { DialogKind, ScreenConfig, ScreenDialogConfig, ScreenEntry } from "../../src/client/screens/screenConfig.ts";
import { checkDialog, checkList, type Check } from "./screen-checks.ts";
import { checkI18nKeys } from "./screen-i18n.ts";
import type { ContractDocument } from "./screen-contract.ts";
import { banner, type GeneratedFile } from "./generated-file.ts";

const SCREENS_DIR = "screens";
const SCHEMA_FILE = "screens/screen.schema.json";
const OUT_DIR = "src/client/screens/generated";
const LOCALES = { en: "src/client/screens/locales/en.json", sv_SE: "src/client/screens/locales/sv_SE.json" };

/** One screens/<resource>.screen.yaml as read from disk. */
export interface ScreenSource {
  file: string;
  text: string;
}

export interface ScreenInputs {
  sources: ScreenSource[];
  contract: ContractDocument;
  /** Flattened i18n keys per language of the screens' locale fragments. */
  locales: Record<string, Set<string>>;
  schema: object;
}

/** A screen YAML that does not fit the schema or the contract; the message lists every problem. */
export class ScreenGenerationError extends Error {
  constructor(message: string) {
    super(message);
    // `npm run gen` dies with this error: show the list of problems, not a stack trace.
    this.stack = `${this.name}: ${message}`;
  }
}

/** Reads screens/, the bundled contract and the locale fragments, and generates the configs. */
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
    locales: Object.fromEntries(Object.entries(LOCALES).map(([lang, file]) => [lang, flattenKeys(readJson(file))])),
    schema: readJson(SCHEMA_FILE),
  });
  // A config whose YAML was removed would still be committed and importable; refuse it.
  const outDir = path.join(root, OUT_DIR);
  const expected = new Set(files.map((f) => path.basename(f.path)));
  const orphans = fs.existsSync(outDir) ? fs.readdirSync(outDir).filter((f) => f.endsWith(".gen.ts") && !expected.has(f)) : [];
  if (orphans.length > 0) throw new ScreenGenerationError(`No screen YAML generates ${orphans.map((f) => `${OUT_DIR}/${f}`).join(", ")}; delete it.`);
  return files;
}

/** Pure core: validates every screen and emits one config per screen plus the registry. */
export function generateScreens({ sources, contract, locales, schema }: ScreenInputs): GeneratedFile[] {
  const ajv = new Ajv({ allErrors: true, strict: false, useDefaults: true });
  const validate = ajv.compile(schema);
  const problems: string[] = [];
  const screens: Array<{ file: string; config: ScreenConfig }> = [];
  for (const source of sources) {
    const check: Check = { problems: [], contract, file: source.file };
    const data = parseYaml(source, check);
    if (data && !validate(data)) {
      for (const e of validate.errors ?? []) check.problems.push(`${e.instancePath || "(top)"} ${e.message}${e.params && "allowedValues" in e.params ? `: ${(e.params.allowedValues as string[]).join(", ")}` : ""}`);
    } else if (data) {
      const expected = path.basename(source.file, ".screen.yaml");
      if (data.resource !== expected) check.problems.push(`resource '${data.resource}' must match the file name '${expected}'`);
      const config = buildConfig(data, check);
      if (config) {
        checkI18nKeys(config, locales, LOCALES, check);
        screens.push({ file: source.file, config });
      }
    }
    problems.push(...check.problems.map((p) => `${source.file}: ${p}`));
  }
  for (const clash of duplicates(screens.map((s) => s.config.route))) problems.push(`two screens use the route ${clash}`);
  if (problems.length > 0) {
    throw new ScreenGenerationError(`Screen generation failed (${problems.length} problem${problems.length > 1 ? "s" : ""}):\n  ${problems.join("\n  ")}`);
  }
  return [...screens.map(({ file, config }) => configFile(file, config)), registryFile(screens)];
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
  const rowActions = (yaml.rowActions ?? []).map((action: any, i: number) => {
    const dialog = dialogs[action.dialog as DialogKind];
    if (!yaml.dialogs?.[action.dialog]) check.problems.push(`rowActions[${i}].dialog: the screen has no '${action.dialog}' dialog`);
    return { id: action.id, labelKey: action.labelKey, ...(action.icon ? { icon: action.icon } : {}), dialog: action.dialog, permission: action.permission ?? dialog?.permission ?? yaml.permission };
  });
  return { ...list.config, rowActions, dialogs };
}

function configFile(source: string, config: ScreenConfig): GeneratedFile {
  return {
    path: `${OUT_DIR}/${config.resource}.screen.gen.ts`,
    content: `${banner(source)}import type { ScreenConfig } from "../screenConfig.ts";\n\nexport const ${config.resource}Screen: ScreenConfig = ${JSON.stringify(config, null, 2)};\n`,
  };
}

function registryFile(screens: Array<{ config: ScreenConfig }>): GeneratedFile {
  const entries = screens.map(({ config: c }) => {
    const entry: Omit<ScreenEntry, "load"> = { resource: c.resource, path: c.route, permission: c.permission, titleKey: c.titleKey };
    const fields = Object.entries(entry).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(", ");
    return `  { ${fields}, load: () => import("./${c.resource}.screen.gen.ts").then((m) => m.${c.resource}Screen) },`;
  });
  return {
    path: `${OUT_DIR}/registry.gen.ts`,
    content:
      `${banner(`${SCREENS_DIR}/*.screen.yaml`)}import type { ScreenEntry } from "../screenConfig.ts";\n\n` +
      `/** Route data of every YAML screen; each config loads with its screen, not with the shell. */\n` +
      `export const generatedScreens: readonly ScreenEntry[] = [\n${entries.join("\n")}\n];\n`,
  };
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

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}
