import fc from "fast-check";
import type { OpenApiDocument } from "../../../src/shared/api/contract.ts";
import { AnswerChecker, preview, untranslatedTexts, type Answer } from "./answers.ts";
import { IdPool } from "./id-pool.ts";
import { probeOperations, probeOrder, type ProbeOperation } from "./operations.ts";
import { caseArbitrary, type ProbeRequest } from "./requests.ts";
import { SchemaValues } from "./schema-values.ts";

/**
 * The bad-input probe (issue 13), generated from the contract: for every operation, requests
 * drawn from its schemas and mutated (mutations in requests.ts, values in hostile-values.ts),
 * sent as an account holding every permission and every language, and each answer held to the
 * contract (answers.ts): no 5xx but 501 for what is not built, a declared (or common) status, a
 * body valid against that status's schema, an error's texts all in the Swedish catalogue, no
 * request over a second. The test
 * (tests/contract/probe.test.ts) sends through inject on PGlite and PostgreSQL; bench/probe.ts
 * sends over HTTP with many more cases.
 */

/** How the probe reaches a server. */
export interface ProbeTarget {
  send(request: ProbeRequest): Promise<Answer>;
  /** The cookie ("sid=...") of a new session of the probe's account. */
  newSession(): Promise<string>;
  /** The probe's own account: never deleted or edited by it (that would end its session). */
  ownAccountId: number;
}

export interface ProbeOptions {
  /** Cases per operation. */
  runs: number;
  /** Replays a run: the same seed draws the same requests (on the same starting data). */
  seed: number;
  /** A request slower than this is sent again alone, and fails only when slow again. */
  slowMs?: number;
}

/** What one operation's cases did. */
export interface OperationReport {
  operationId: string;
  cases: number;
  statuses: Record<string, number>;
  worstMs: number;
  worstRequest?: string;
  /** Requests that were slow once and fast when sent again. */
  slowOnce: number;
  /** Time spent waiting for answers (the rest of the run is drawing the requests). */
  sendMs: number;
}

export class ProbeFailure extends Error {}

/** Cases per operation: PROBE_RUNS, else 40. Seed: PROBE_SEED, else a new one (printed). */
export function probeSettings(env: NodeJS.ProcessEnv = process.env, defaultRuns = 40): ProbeOptions {
  const runs = env.PROBE_RUNS ? Number(env.PROBE_RUNS) : defaultRuns;
  const seed = env.PROBE_SEED ? Number(env.PROBE_SEED) : Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`PROBE_RUNS must be a whole number from 1, not ${env.PROBE_RUNS}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`PROBE_SEED must be a whole number, not ${env.PROBE_SEED}`);
  return { runs, seed };
}

export class Probe {
  readonly operations: ProbeOperation[];
  private readonly values: SchemaValues;
  private readonly checker: AnswerChecker;
  private readonly pool: IdPool;
  private cookie?: string;

  constructor(
    document: OpenApiDocument,
    private readonly target: ProbeTarget,
    readonly options: ProbeOptions,
  ) {
    this.operations = probeOrder(probeOperations(document));
    this.values = new SchemaValues((document.components.schemas ?? {}) as Record<string, Record<string, any>>);
    this.checker = new AnswerChecker(document);
    const names = new Set(this.operations.flatMap((op) => op.pathParameters.map((p) => p.name)));
    this.pool = new IdPool(names, { "/rest/admin/accounts": [String(target.ownAccountId)] });
  }

  /** Runs the cases of one operation; throws a ProbeFailure naming the seed and the request. */
  async run(op: ProbeOperation): Promise<OperationReport> {
    this.cookie ??= await this.target.newSession();
    const report: OperationReport = { operationId: op.operationId, cases: 0, statuses: {}, worstMs: 0, slowOnce: 0, sendMs: 0 };
    const seed = seedOf(this.options.seed, op.operationId);
    const cases = caseArbitrary(op, this.values, (name) => this.pool.candidates(op, name));
    const result = await fc.check(
      fc.asyncProperty(cases, async (request) => {
        report.cases++;
        await this.probeOne(op, request, report);
      }),
      { seed, numRuns: this.options.runs, endOnFailure: true },
    );
    if (result.failed) {
      const request = result.counterexample?.[0];
      const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
      throw new ProbeFailure(
        [
          `${op.operationId} (${op.method} ${op.path}): ${error}`,
          `  replay: PROBE_SEED=${this.options.seed} (this operation's fast-check seed ${seed}, path ${result.counterexamplePath})`,
          request ? `  request: ${describe(request)}` : "",
        ].join("\n"),
      );
    }
    await this.assertStillAnswering(op);
    return report;
  }

  private async probeOne(op: ProbeOperation, request: ProbeRequest, report: OperationReport): Promise<void> {
    // Public operations (login, logout) get a session of their own: logging out must not end ours.
    const cookie = op.access.permission === "public" ? await this.target.newSession() : this.cookie!;
    const sent = { ...request, headers: { "sec-fetch-site": "same-origin", cookie, ...request.headers } };
    let { answer, ms } = await this.timed(sent);
    report.sendMs += ms;
    const slowMs = this.options.slowMs ?? 1000;
    if (ms > slowMs) {
      // Shared, noisy machines: slow once may be the machine; slow twice in a row is the server.
      ({ answer, ms } = await this.timed(sent));
      if (ms > slowMs) throw new ProbeFailure(`took ${Math.round(ms)} ms twice (over ${slowMs} ms), answered ${answer.status}`);
      report.slowOnce++;
    }
    report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
    if (ms > report.worstMs) {
      report.worstMs = ms;
      report.worstRequest = request.mutation;
    }
    const problems = this.checker.problems(op, answer);
    if (problems.length > 0) throw new ProbeFailure(problems.join("; "));
    const untranslated = untranslatedTexts(answer);
    if (untranslated.length > 0)
      throw new ProbeFailure(
        `answered ${answer.status} with texts src/server/messages/swedish.ts lacks: ${untranslated.map((t) => JSON.stringify(t)).join(", ")}`,
      );
    if (answer.status >= 200 && answer.status < 300 && String(answer.headers["content-type"] ?? "").startsWith("application/json")) {
      this.pool.harvest(op, JSON.parse(answer.body.toString("utf8")));
    }
  }

  private async timed(request: ProbeRequest): Promise<{ answer: Answer; ms: number }> {
    const started = performance.now();
    const answer = await this.target.send(request);
    return { answer, ms: performance.now() - started };
  }

  /** After an operation's cases the server still answers, and the probe's session is still live. */
  private async assertStillAnswering(op: ProbeOperation): Promise<void> {
    const answer = await this.target.send({
      method: "GET",
      url: "/users/current",
      headers: { cookie: this.cookie!, "sec-fetch-site": "same-origin" },
      mutation: "none",
    });
    if (answer.status !== 200)
      throw new ProbeFailure(`after ${op.operationId}, GET /users/current answered ${answer.status}: ${preview(answer.body)}`);
  }
}

/** A 32-bit seed per operation, from the run's seed and its operationId. */
function seedOf(seed: number, operationId: string): number {
  let hash = seed | 0;
  for (let i = 0; i < operationId.length; i++) hash = Math.imul(hash ^ operationId.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/** A request for a failure report: method, address, headers and the start of the body. */
export function describe(request: ProbeRequest): string {
  const body =
    request.body === undefined
      ? ""
      : ` body ${preview(Buffer.isBuffer(request.body) ? `<${request.body.length} bytes>` : request.body, 500)}`;
  return `${request.method} ${preview(request.url, 500)} [${request.mutation}] headers ${JSON.stringify(request.headers)}${body}`;
}
