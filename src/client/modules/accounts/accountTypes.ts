import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** A staff account as the server answers it. */
export type Account = Json<operations["updateAccount"]["responses"][200]>;
/** The body of account create and update. */
export type AccountInput = Json<operations["updateAccount"]["requestBody"]>;
/** A region group as an account lists it. */
export type AccountGroupRef = Account["groups"][number];
/** The link state of the account's customer-portal account. */
export type PortalAccount = Json<operations["getPortalAccount"]["responses"][200]>;
