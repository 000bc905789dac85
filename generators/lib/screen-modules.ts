import path from "node:path";
import { didYouMean } from "./did-you-mean.ts";
import { checkOperationPermission, type Check } from "./screen-checks.ts";
import { operationIds, type ContractDocument } from "./screen-contract.ts";

/** What the generator may read of src/client (paths relative to it); unset, files are not checked. */
export interface ClientFiles {
  read(relative: string): string | undefined;
  /** The source files under a folder (recursively), tests, stories, fixtures and mock handlers left out. */
  list(folder: string): string[];
}

/** A screen rendered by a hand-written module, as the registry needs it. */
export interface ModuleScreen {
  resource: string;
  route: string;
  titleKey: string;
  permission: string;
  stateName?: string;
  menu?: string;
  /** The component's file relative to src/client and its export (named like the file). */
  component: { path: string; name: string };
}

/**
 * A module screen: its component exists and is exported, and every operation it lists may be
 * called with the screen's permission (or the part's own). The module's folder is read for the
 * operations it calls, and each must be listed: a call the YAML does not name is not checked.
 */
export function checkModuleScreen(yaml: any, files: ClientFiles | undefined, check: Check): ModuleScreen {
  const name = path.basename(yaml.module).replace(/\.tsx$/, "");
  if (files) {
    const text = files.read(yaml.module);
    if (text === undefined) check.problems.push(`module: there is no src/client/${yaml.module}`);
    else if (!new RegExp(`export (function|const) ${name}\\b`).test(text))
      check.problems.push(`module: src/client/${yaml.module} does not export ${name}`);
  }
  const listed = checkListedOperations(yaml, check);
  if (files) checkCalledOperations(path.dirname(yaml.module), listed, files, check);
  return {
    resource: yaml.resource,
    route: yaml.route,
    titleKey: yaml.titleKey,
    permission: yaml.permission,
    ...(yaml.stateName ? { stateName: yaml.stateName } : {}),
    ...(yaml.menu ? { menu: yaml.menu } : {}),
    component: { path: yaml.module, name },
  };
}

/** The screen's `operations` list, each checked against the permission it is called with: operationId → permission. */
export function checkListedOperations(yaml: any, check: Check): Map<string, string> {
  const listed = new Map<string, string>();
  for (const [i, entry] of ((yaml.operations ?? []) as Array<string | { operationId: string; permission: string }>).entries()) {
    const { operationId, permission } = typeof entry === "string" ? { operationId: entry, permission: yaml.permission as string } : entry;
    listed.set(operationId, permission);
    checkOperationPermission(check, `operations[${i}]`, operationId, permission);
  }
  return listed;
}

/** Every operation the screen's folder calls must be listed: a call the YAML does not name is not checked. */
export function checkCalledOperations(folder: string, listed: ReadonlyMap<string, string>, files: ClientFiles, check: Check) {
  for (const [operationId, file] of calledOperations(folder, files, check.contract)) {
    if (!listed.has(operationId))
      check.problems.push(`operations: src/client/${file} calls ${operationId}; list it (with the permission it is called with)`);
  }
}

/** A module screen's title is a key of its module's fragments (any prefix), in both languages. */
export function checkTitleKey(titleKey: string, locales: Record<string, Set<string>>, files: Record<string, string>, check: Check) {
  for (const [lang, known] of Object.entries(locales)) {
    if (!known.has(titleKey))
      check.problems.push(`titleKey: i18n key '${titleKey}' is missing in ${files[lang]}${didYouMean(titleKey, [...known])}`);
  }
}

// The ways the client names an operation: $api.useQuery("get", "/path"), api.GET("/path"), operationId: "x".
const CALLS = [/\$api\.\w+\(\s*"(get|post|put|patch|delete)",\s*"([^"]+)"/g, /\bapi\.(GET|POST|PUT|PATCH|DELETE)\(\s*"([^"]+)"/g];
const OPERATION_IDS = /\boperationId:\s*"([a-zA-Z0-9]+)"/g;

/** The operations the module's files call, each with the first file that calls it. */
function calledOperations(folder: string, files: ClientFiles, contract: ContractDocument): Map<string, string> {
  const found = new Map<string, string>();
  const known = new Set(operationIds(contract));
  for (const file of files.list(folder)) {
    const text = files.read(file) ?? "";
    for (const pattern of CALLS) {
      for (const [, method, route] of text.matchAll(pattern)) {
        const id = contract.paths[route!]?.[method!.toLowerCase()]?.operationId as string | undefined;
        if (id && !found.has(id)) found.set(id, file);
      }
    }
    for (const [, id] of text.matchAll(OPERATION_IDS)) if (known.has(id!) && !found.has(id!)) found.set(id!, file);
  }
  return found;
}
