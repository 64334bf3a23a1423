import { request, type AnswerSchema } from '../http/client';
import type { AnswerOf, AnyCall, BodyOf, CallDef, PathParamNames, QueryOf } from './define';
import { fillTemplate } from './define';
import { pathId, type RoutePlaceholder } from './path';
import type { Id } from '../schemas/common';

/** The path parameters of a call's template, each an id. */
type ParamsInput<D> =
  D extends CallDef<infer P, infer _A, infer _B, infer _Q>
    ? [PathParamNames<P>] extends [never]
      ? { params?: undefined }
      : { params: Record<PathParamNames<P>, Id> }
    : never;

/** What {@link call} takes besides the call: its parameters, query, body and per-call options. */
export type CallInput<D extends AnyCall> = ParamsInput<D> & {
  /** The query string; `undefined`, `null` and `''` values are left out. */
  query?: QueryOf<D>;
  body?: BodyOf<D>;
  signal?: AbortSignal;
  /** Another catalogue default than the table's, for one use of a call (e.g. starring a message). */
  fallbackKey?: string;
  /** Another answer schema than the table's pick (the login route's light schema). */
  schema?: AnswerSchema;
  /** Per-call time-out in ms. */
  timeoutMs?: number;
};

/**
 * The relative path of a call with its parameters filled: `/galaxy/systems/{x}/{y}/` +
 * `{x: 1, y: 2}` → `galaxy/systems/1/2/`.
 * @throws InvalidPathParameterError when a value is not a positive integer (or a route placeholder)
 */
export function pathOf(def: AnyCall, params: Record<string, Id | RoutePlaceholder> = {}): string {
  return fillTemplate(def.path, params, (value) => pathId(value as Id | RoutePlaceholder));
}

/**
 * Sends one call of the table (docs/api.md "The call table") and returns its parsed answer: the
 * method, path, answer schema, error rule and catalogue default all come from `def`.
 * @returns the answer parsed by the call's schema (`undefined` when the call has none)
 * @throws ApiError as `request` does (kind `http`, `timeout`, `network` or `parse`);
 *   InvalidPathParameterError for a bad path id
 */
export function call<D extends AnyCall>(
  def: D,
  ...[input]: Partial<CallInput<D>> extends CallInput<D> ? [CallInput<D>?] : [CallInput<D>]
): Promise<AnswerOf<D>> {
  const options = (input ?? {}) as CallInput<AnyCall>;
  return request({
    method: def.method,
    path: pathOf(def, options.params),
    searchParams: options.query as Record<string, string | number | boolean | undefined | null> | undefined,
    json: options.body,
    schema: options.schema ?? def.answer,
    fallbackKey: options.fallbackKey ?? def.fallbackKey,
    extract: def.errorRule,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  }) as Promise<AnswerOf<D>>;
}
