import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** A mail of the outbox as getOutboxPage lists it (contract OutboxMessage). */
export type OutboxMessage = Json<operations["getOutboxPage"]["responses"][200]>["list"][number];
