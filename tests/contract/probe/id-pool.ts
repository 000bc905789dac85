import type { ProbeOperation } from "./operations.ts";

/** Ids the demo data starts its tables with: records exist under them before anything is created. */
const SEEDED_IDS = ["1", "2", "3"];
const KEEP = 6;

/**
 * Values for path parameters: ids of records the probe read or created (taken from the answers of
 * the operations probed so far), by the collection path they came from and by field name.
 */
export class IdPool {
  private readonly byPath: Array<{ path: string; value: string }> = [];
  private readonly byName = new Map<string, string[]>();

  /**
   * @param names the path parameter names of the contract (accountId, pageId, templateCode...):
   *   a field of that name in an answer is a value for them.
   * @param excluded values never offered for a parameter of a path starting with the key (the
   *   probe's own account, whose deletion would end its session).
   */
  constructor(
    private readonly names: Set<string>,
    private readonly excluded: Record<string, string[]> = {},
  ) {}

  /** Takes the ids out of a successful JSON answer of `op`. */
  harvest(op: ProbeOperation, answer: unknown): void {
    const walk = (value: unknown, depth: number) => {
      if (depth > 4 || value === null || typeof value !== "object") return;
      if (Array.isArray(value)) {
        for (const item of value.slice(0, 20)) walk(item, depth + 1);
        return;
      }
      for (const [key, inner] of Object.entries(value)) {
        if (typeof inner === "number" || (typeof inner === "string" && inner.length > 0 && inner.length <= 100)) {
          if (key === "id" && depth <= 2) this.add(this.byPath, { path: op.path, value: String(inner) });
          else if (this.names.has(key) || key === "code") this.addName(key, String(inner));
        } else walk(inner, depth + 1);
      }
    };
    walk(answer, 0);
  }

  /** Candidates for parameter `name` of `op`: harvested ones of its collection and name, then seeded ids. */
  candidates(op: ProbeOperation, name: string): string[] {
    const schema = op.pathParameters.find((p) => p.name === name)?.schema ?? {};
    if (Array.isArray(schema.enum)) return schema.enum.map(String);
    // /rest/company/locations/{id} -> ids harvested from /rest/company/locations and below.
    const prefix = op.path.slice(0, op.path.indexOf(`{${name}}`));
    const fromPath = this.byPath.filter((e) => `${e.path}/`.startsWith(prefix) || e.path.startsWith(prefix)).map((e) => e.value);
    const fromName = this.byName.get(name) ?? (name.endsWith("Code") ? this.byName.get("code") : undefined) ?? [];
    const numeric = schema.type === "integer" || schema.type === "number";
    const all = [
      ...fromPath.slice(-KEEP),
      ...fromName.slice(-KEEP),
      ...(numeric || fromPath.length + fromName.length === 0 ? SEEDED_IDS : []),
    ];
    const excluded = Object.entries(this.excluded).flatMap(([path, values]) => (op.path.startsWith(path) ? values : []));
    const unique = [...new Set(all)].filter((value) => !excluded.includes(value) && (!numeric || /^\d+$/.test(value)));
    return unique.length > 0 ? unique : ["987654321"];
  }

  private add(list: Array<{ path: string; value: string }>, entry: { path: string; value: string }) {
    if (list.some((e) => e.path === entry.path && e.value === entry.value)) return;
    list.push(entry);
    if (list.length > 2000) list.splice(0, 1000);
  }

  private addName(name: string, value: string) {
    const list = this.byName.get(name) ?? [];
    if (!list.includes(value)) list.push(value);
    if (list.length > 50) list.splice(0, 25);
    this.byName.set(name, list);
  }
}
