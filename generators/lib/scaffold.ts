import fs from "node:fs";
import path from "node:path";
import { parseMenu } from "../../src/client/app/menu/menuItems.ts";
import {
  answerSchema,
  fieldsAt,
  filterSchemas,
  findOperation,
  operationPermissions,
  sortFields,
  type ContractDocument,
} from "./screen-contract.ts";
import { menuIndex } from "./screen-menu.ts";

/**
 * What the plop scaffolds ("new screen", "new module", "new route plugin") ask of the contract
 * and of the shared files, so a scaffold starts out passing `npm run gen`.
 */

export function readContract(root: string): ContractDocument {
  return JSON.parse(fs.readFileSync(path.join(root, "src/shared/api/generated/openapi.gen.json"), "utf8"));
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** GET operations that answer a page ({ list, total }): the ones a YAML screen can list. */
export function pageOperations(contract: ContractDocument): string[] {
  const ids: string[] = [];
  for (const item of Object.values(contract.paths)) {
    const id = item.get?.operationId as string | undefined;
    if (!id) continue;
    const answer = answerSchema(contract, findOperation(contract, id)!);
    if (answer?.properties?.list && answer.properties.total) ids.push(id);
  }
  return ids.sort();
}

export interface ScreenScaffold {
  permission: string;
  columns: Array<{ field: string; sortable: boolean; format?: string }>;
  defaultSort?: { field: string; direction: "asc" };
  filters: Array<{ key: string; widget: "text" | "boolean" }>;
}

/** Columns (the row's scalar fields), sort and filters a new screen over this operation starts with. */
export function screenScaffold(contract: ContractDocument, operationId: string, menuItem?: MenuEntry): ScreenScaffold {
  const op = findOperation(contract, operationId);
  if (!op) throw new Error(`operation '${operationId}' is not in openapi/`);
  const rows = answerSchema(contract, op)?.properties?.list?.items;
  const sortable = sortFields(op) ?? [];
  const scalar = fieldsAt(rows).filter((f) => {
    const type = rows.properties[f].type;
    return ["string", "integer", "number", "boolean"].some((t) => type === t || (Array.isArray(type) && type.includes(t)));
  });
  const defaultField = op.parameters.find((p) => p.name === "sort")?.schema?.default ?? sortable[0];
  const permissions = operationPermissions(op);
  // The menu entry's gating, when the operation allows it: the generator holds the two equal.
  const menuPermission =
    menuItem?.permission && (!Array.isArray(permissions) || permissions.includes(menuItem.permission)) ? menuItem.permission : undefined;
  return {
    permission: menuPermission ?? (Array.isArray(permissions) ? permissions[0]! : "authenticated"),
    columns: scalar.map((field) => ({ field, sortable: sortable.includes(field), ...formatOf(rows.properties[field]) })),
    ...(defaultField ? { defaultSort: { field: defaultField, direction: "asc" as const } } : {}),
    filters: Object.entries(filterSchemas(op) ?? {}).map(([key, schema]) => ({
      key,
      widget: schema.type === "boolean" ? "boolean" : "text",
    })),
  };
}

/** The column format a field's schema suggests; text needs none. */
function formatOf(schema: { type?: string | string[]; format?: string }): { format?: string } {
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes("boolean")) return { format: "boolean" };
  if (types.includes("integer") || types.includes("number")) return { format: "number" };
  if (schema.format === "date-time") return { format: "datetime" };
  if (schema.format === "date") return { format: "date" };
  return {};
}

/** A menu item as a new screen needs it: the id it names and the permission it is gated by. */
export interface MenuEntry {
  id: string;
  permission?: string;
}

/** The item of public/menu.json (under the destination) that opens a route: a new screen names it and takes its gating. */
export function menuItemFor(base: string, route: string): MenuEntry | undefined {
  const file = path.join(base, "public/menu.json");
  if (!fs.existsSync(file)) return undefined;
  const placed = [...menuIndex(parseMenu(JSON.parse(fs.readFileSync(file, "utf8")))).values()].find(({ item }) => item.route === route);
  return placed && { id: placed.item.id, ...(placed.item.permission ? { permission: placed.item.permission } : {}) };
}

/** The permission codes a screen may require (the screen schema's list). */
export function permissionCodes(root: string): string[] {
  const schema = JSON.parse(fs.readFileSync(path.join(root, "screens/screen.schema.json"), "utf8"));
  return schema.definitions.permission.enum;
}

/** Operation ids of an OpenAPI tag (a route plugin serves one tag). */
export function tagOperations(contract: ContractDocument, tag: string): string[] {
  return Object.values(contract.paths).flatMap((item) =>
    METHODS.filter((m) => item[m]?.tags?.[0] === tag).map((m) => item[m].operationId as string),
  );
}

export function contractTags(contract: ContractDocument): string[] {
  return ((contract as { tags?: Array<{ name: string }> }).tags ?? []).map((t) => t.name);
}

/** "isActive" → "Is active": a first label for a scaffolded field, to be worded properly. */
export function humanize(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Adds keys ("a.b.c" → text) to a nested locale file, keeping existing texts and the file's
 * formatting (two spaces, trailing newline). Answers the keys it added.
 */
export function addLocaleKeys(file: string, entries: Record<string, string>): string[] {
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  const added: string[] = [];
  for (const [key, text] of Object.entries(entries)) {
    const segments = key.split(".");
    let node = data;
    for (const segment of segments.slice(0, -1)) node = node[segment] ??= {};
    const last = segments.at(-1)!;
    if (node[last] === undefined) {
      node[last] = text;
      added.push(key);
    }
  }
  fs.writeFileSync(file, JSON.stringify(data, null, 2) + "\n");
  return added;
}
