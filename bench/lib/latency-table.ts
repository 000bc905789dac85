import { percentile } from "./server.ts";

/** One timed request of a bench: what it was, how long it took, and what went wrong if it failed. */
export interface Timed {
  label: string;
  ms: number;
  error?: string;
  status?: number;
}

/** Targets a row is held to (ms); a row over one is marked. */
export interface Targets {
  p50?: number;
  p99?: number;
}

/**
 * A markdown table, one row per label (in the order given, then any others sorted): count,
 * requests per second, p50 / p95 / p99 / max in ms, errors; with targets, a last column saying
 * whether p50 and p99 meet them.
 */
export function latencyTable(
  samples: readonly Timed[],
  elapsedSeconds: number,
  options: { order?: readonly string[]; targets?: Targets } = {},
) {
  const labels = [...new Set([...(options.order ?? []), ...[...new Set(samples.map((s) => s.label))].sort()])];
  const targets = options.targets;
  const lines = [
    `| Requests | n | per s | p50 ms | p95 ms | p99 ms | max ms | errors |${targets ? " target |" : ""}`,
    `|---|---|---|---|---|---|---|---|${targets ? "---|" : ""}`,
  ];
  for (const label of labels) {
    const rows = samples.filter((s) => s.label === label);
    if (rows.length === 0) continue;
    const sorted = rows.map((s) => s.ms).sort((a, b) => a - b);
    const at = (p: number) => percentile(sorted, p);
    const errors = rows.filter((s) => s.error !== undefined).length;
    let verdict = "";
    if (targets) {
      const misses = [
        targets.p50 !== undefined && at(50) > targets.p50 ? `p50 > ${targets.p50}` : "",
        targets.p99 !== undefined && at(99) > targets.p99 ? `p99 > ${targets.p99}` : "",
        errors > 0 ? "errors" : "",
      ].filter(Boolean);
      verdict = ` ${misses.length === 0 ? "met" : `**not met** (${misses.join(", ")})`} |`;
    }
    lines.push(
      `| ${label} | ${rows.length} | ${(rows.length / elapsedSeconds).toFixed(1)} | ${ms(at(50))} | ${ms(at(95))} | ${ms(at(99))} | ${ms(sorted.at(-1)!)} | ${errors} |${verdict}`,
    );
  }
  return lines.join("\n");
}

/** Every failure grouped by label, status and message, most frequent first; "errors: none" when there is none. */
export function failureList(samples: readonly Timed[]): string {
  const failures = new Map<string, number>();
  for (const s of samples) {
    if (s.error === undefined) continue;
    const what = `${s.label}: ${s.status ?? "no answer"} ${s.error}`;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  }
  if (failures.size === 0) return "errors: none";
  return `errors:\n${[...failures]
    .sort((a, b) => b[1] - a[1])
    .map(([what, n]) => `- ${n} × ${what}`)
    .join("\n")}`;
}

/** Milliseconds with two decimals under 10, one above. */
export const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

/** The error of a non-2xx answer, from the body's { error: { code, message } }. */
export function describeError(json: unknown): string {
  const error = (json as { error?: { code?: string; message?: string } } | undefined)?.error;
  return error ? `${error.code ?? ""} ${error.message ?? ""}`.trim() : "no error body";
}
