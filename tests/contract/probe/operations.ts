import type { OpenApiDocument } from "../../../src/shared/api/contract.ts";
import { accessOf, listOperations, type OperationAccess } from "../../../src/server/plugins/contract-routes.ts";
import type { Schema } from "./schema-values.ts";

/** One operation as the probe sees it: where its inputs go and what it may answer. */
export interface ProbeOperation {
  operationId: string;
  method: string;
  /** OpenAPI path, e.g. /rest/company/locations/{id}. */
  path: string;
  access: OperationAccess;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** Media types of the request body, JSON first when it takes JSON. */
  bodyTypes: string[];
  bodySchema?: Schema;
  bodyRequired: boolean;
  /** The paging contract's filter keys (x-filters), when it takes `filters`. */
  filters?: Record<string, Schema>;
  /** Declared answers: status -> media type -> schema (undefined schema: no body). */
  responses: Record<string, Record<string, Schema | undefined>>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: Schema;
}

export function probeOperations(document: OpenApiDocument): ProbeOperation[] {
  return listOperations(document).map((op) => {
    const parameters = [...op.pathParameters, ...((op.definition.parameters as any[]) ?? [])];
    const of = (where: string): Parameter[] =>
      parameters
        .filter((p) => p.in === where)
        .map((p) => ({ name: p.name, required: p.in === "path" || p.required === true, schema: p.schema ?? {} }));
    const content = (op.definition.requestBody?.content ?? {}) as Record<string, { schema?: Schema }>;
    const bodyTypes = Object.keys(content).sort((a, b) => Number(b === "application/json") - Number(a === "application/json"));
    const responses: ProbeOperation["responses"] = {};
    for (const [status, answer] of Object.entries<any>(op.definition.responses ?? {})) {
      const resolved = answer?.$ref ? document.components.responses?.[String(answer.$ref).split("/").pop()!] : answer;
      responses[status] = Object.fromEntries(
        Object.entries<any>((resolved as any)?.content ?? {}).map(([type, media]) => [type, media?.schema]),
      );
    }
    return {
      operationId: op.operationId,
      method: op.method,
      path: op.path,
      access: accessOf(op.definition),
      pathParameters: of("path"),
      queryParameters: of("query"),
      bodyTypes,
      bodySchema: content["application/json"]?.schema ?? content[bodyTypes[0] ?? ""]?.schema,
      bodyRequired: op.definition.requestBody?.required === true,
      filters: parameters.some((p) => p.in === "query" && p.name === "filters")
        ? ((op.definition["x-filters"] as Record<string, Schema> | undefined) ?? {})
        : undefined,
      responses,
    };
  });
}

/**
 * Operations without path parameters first (lists and creates), so that the ones addressing a
 * record find ids the probe created or read; otherwise the contract's order.
 */
export function probeOrder(operations: ProbeOperation[]): ProbeOperation[] {
  const rank = (op: ProbeOperation) => (op.pathParameters.length > 0 ? 2 : op.method === "DELETE" ? 1 : 0);
  return operations
    .map((op, index) => ({ op, index }))
    .sort((a, b) => rank(a.op) - rank(b.op) || a.index - b.index)
    .map(({ op }) => op);
}
