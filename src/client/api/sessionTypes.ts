import type { paths } from "../../shared/api/contract.ts";

type JsonOf<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

/** The logged-in account (the contract's CurrentUser). */
export type CurrentUser = JsonOf<paths["/users/current"]["get"]["responses"][200]>;

/** The frontend configuration (the contract's FrontendConfig). */
export type FrontendConfig = JsonOf<paths["/rest/frontend-config/frontend-config"]["get"]["responses"][200]>;
