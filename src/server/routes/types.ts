import type { FastifyReply, FastifyRequest } from "fastify";
import type { OperationId, operations } from "../../shared/api/contract.ts";
import type { Services } from "../services.ts";

type Op<K extends OperationId> = operations[K];
type JsonOf<T> = T extends { content: { "application/json": infer J } } ? J : never;

export type BodyOf<K extends OperationId> = Op<K> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;
export type QueryOf<K extends OperationId> = Op<K>["parameters"] extends { query?: infer Q } ? NonNullable<Q> : never;
export type ParamsOf<K extends OperationId> = Op<K>["parameters"] extends { path?: infer P } ? NonNullable<P> : never;
/** The JSON answer of the operation's 200 (or 201) response. */
export type AnswerOf<K extends OperationId> = Op<K>["responses"] extends { 200: infer R }
  ? JsonOf<R>
  : Op<K>["responses"] extends { 201: infer R }
    ? JsonOf<R>
    : void;

export type TypedRequest<K extends OperationId> = FastifyRequest<{ Body: BodyOf<K>; Querystring: QueryOf<K>; Params: ParamsOf<K> }>;

/** A handler typed by its operationId: request parts and answer come from the contract. */
export type Handler<K extends OperationId> = (request: TypedRequest<K>, reply: FastifyReply) => Promise<AnswerOf<K> | FastifyReply>;

export type Handlers = { [K in OperationId]?: Handler<K> };

/** Exactly the handlers of the named operations (a part of a route module, spread into it). */
export type HandlersOf<Ids extends OperationId> = { [K in Ids]: Handler<K> };

/** A route module: one per OpenAPI tag, given the services, returning its handlers. */
export type RouteModule = (services: Services) => Handlers;

/**
 * A route module that answers exactly the operations of its `operations.ts` list: a handler
 * missing from the object, or one not on the list, is a type error, so the list that `npm run gen`
 * reads cannot drift from the handlers.
 */
export type RouteModuleOf<Ids extends readonly OperationId[]> = (
  services: Services,
) => { [K in Ids[number]]: Handler<K> } & { [K in Exclude<OperationId, Ids[number]>]?: never };
