/**
 * One declaration per API call (docs/api.md "The call table"). Each entry of the per-domain
 * tables (`calls/<domain>.ts`) names the call's method, path, query, body and answer schemas,
 * error rule and catalogue default once; the endpoint functions (`call`), the OpenAPI document
 * and the contract check (`scripts/contract`) and the demo universe's route helpers
 * (`packages/mocks` `mockRoute`) all read it.
 *
 * Schemas are named by how to pick them from their module, not imported: the answer schemas
 * load with the first answer to parse (`schemas/load.ts`), and the request and query schemas
 * are only loaded by the demo universe and the contract tools. A table costs the login route a
 * few strings and arrows, no zod.
 */
import type * as z from 'zod/v4/core';
import type { MessageExtractor } from '../errors';
import type { AnswerSchema } from '../http/client';
import type { Schemas } from '../schemas/load';
import type { Id } from '../schemas/common';

/** The HTTP methods the contract uses. */
export type Method = 'get' | 'post' | 'patch' | 'delete';

/** The request body schemas (`schemas/requests.ts`), loaded by whoever validates bodies. */
export type RequestSchemas = typeof import('../schemas/requests');
/** The query-string schemas (`schemas/queries.ts`), loaded by the demo universe and the contract. */
export type QuerySchemas = typeof import('../schemas/queries');

/** How the conformance check treats a call. */
export type CallKind =
  /** Read: run by every check. */
  | 'read'
  /** Writes something it can undo (or that is idempotent): run only with `--write`. */
  | 'write'
  /** Writes for good (builds, sends, colonises): documented, never run by the check. */
  | 'irreversible'
  /** The auth calls, exercised by the check's session cycle. */
  | 'auth';

/** The `{name}` placeholders of a path template, as a union: `'/a/{x}/{y}/'` → `'x' | 'y'`. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/**
 * One call of the `/api` contract.
 * @typeParam P the path template, e.g. `'/galaxy/systems/{x}/{y}/'`
 * @typeParam A the answer schema (never: the client does not read the answer)
 * @typeParam B the request body schema (never: no body)
 * @typeParam Q the query-string schema (never: no query string)
 */
export interface CallDef<
  P extends string = string,
  A extends AnswerSchema = never,
  B extends z.$ZodType = never,
  Q extends z.$ZodType = never,
> {
  /** OpenAPI operationId, the endpoint function's name. */
  readonly id: string;
  readonly method: Method;
  /** Path template under `/api` with a leading slash and `{name}` parameters, e.g. `/galaxy/planets/{id}/`. */
  readonly path: P;
  /** OpenAPI tag: the domain. */
  readonly tag: string;
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly kind: CallKind;
  /** False for login, refresh and the auth probe (no Bearer token). @default true */
  readonly auth?: false;
  /** The answer schema, picked once the schemas have loaded; absent when the answer is not read. */
  readonly answer?: (schemas: Schemas) => A;
  /** Name of the answer's component in the OpenAPI document. */
  readonly answerName?: string;
  /** The request body schema (`schemas/requests.ts`). */
  readonly body?: (requests: RequestSchemas) => B;
  /** The query-string schema (`schemas/queries.ts`). */
  readonly query?: (queries: QuerySchemas) => Q;
  /** The rule that finds the server's message in an error body (`extractors`). */
  readonly errorRule: MessageExtractor;
  /** i18n key of the catalogue's default text, e.g. `errors:planets.list`. */
  readonly fallbackKey: string;
}

/** Any call of the table, whatever its schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schemas' variance makes `unknown` unusable here
export type AnyCall = CallDef<string, any, any, any>;

/** What a call answers, parsed: `void` when it has no answer schema. */
export type AnswerOf<D> = D extends CallDef<string, infer A, infer _B, infer _Q> ? ([A] extends [never] ? void : z.output<A>) : never;
/** The body a call sends (the request schema's input). */
export type BodyOf<D> = D extends CallDef<string, infer _A, infer B, infer _Q> ? ([B] extends [never] ? undefined : z.input<B>) : never;
/** The query string a call sends (the query schema's input). */
export type QueryOf<D> = D extends CallDef<string, infer _A, infer _B, infer Q> ? ([Q] extends [never] ? undefined : z.input<Q>) : never;
/** The path parameters of a call: each a positive integer id (strings only as route placeholders). */
export type ParamsOf<D> = D extends CallDef<infer P, infer _A, infer _B, infer _Q> ? Record<PathParamNames<P>, Id> : never;

/**
 * Declares one call. An identity at run time: it exists so TypeScript infers the path literal and
 * the three schemas' types from the entry (the endpoint functions and mock routes are typed by it).
 * @returns the same entry, typed
 */
export function defineCall<
  const P extends string,
  A extends AnswerSchema = never,
  B extends z.$ZodType = never,
  Q extends z.$ZodType = never,
>(call: CallDef<P, A, B, Q>): CallDef<P, A, B, Q> {
  return call;
}

/** Names of a template's path parameters, in order: `/x/{a}/{b}/` → `['a', 'b']`. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/**
 * Fills a path template with values, each passed through `encode`, and drops the leading slash
 * (ky's `prefixUrl` wants relative paths): `/x/{id}/` + `{id: 3}` → `x/3/`.
 * @throws Error when a parameter is missing
 */
export function fillTemplate(path: string, params: Record<string, unknown>, encode: (value: unknown) => string): string {
  return path.slice(1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name} for ${path}`);
    return encode(value);
  });
}
