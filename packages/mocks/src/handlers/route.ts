import { http, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type StrictResponse } from 'msw';
import type { z } from 'zod';
import type { AnswerSchema } from '@imperio/api-client/http/client';
import type { AnyCall, CallDef, PathParamNames } from '@imperio/api-client/calls/index';
import type { UserRecord } from '../db/users';
import { advanceUniverse } from '../universe';
import { api, unauthorized, userFromRequest } from './util';

/** An error answer as a DRF backend writes one: `{detail}`, `{message}`, `{error}` or field errors. */
export type MockErrorBody = { detail: string } | { message: string } | { error: string } | Record<string, string[]>;

/** The path parameters MSW hands a call's resolver: one string per `{name}` of the call's path. */
export type MockParams<D> = D extends CallDef<infer P, infer _A, infer _B, infer _Q> ? Record<PathParamNames<P>, string> : never;

/**
 * What a call's handler may answer: the call's answer as the server sends it (the answer schema's
 * input: ids and amounts as numbers or strings, lists plain or paginated) or an error body. A
 * call whose answer the client does not read may answer anything.
 */
export type MockAnswer<D> =
  D extends CallDef<string, infer A, infer _B, infer _Q>
    ? [A] extends [never]
      ? DefaultBodyType
      : z.input<A & AnswerSchema> | MockErrorBody
    : never;

/** A call's resolver: MSW's request and params, plus the signed-in user for calls that need one. */
export type MockResolver<D extends AnyCall> = (
  info: Parameters<HttpResponseResolver<MockParams<D>, DefaultBodyType>>[0] & { user: UserRecord },
) => StrictResponse<MockAnswer<D>> | Promise<StrictResponse<MockAnswer<D>>>;

/** The MSW pattern of a call: `/galaxy/systems/{x}/{y}/` → `*\/api/galaxy/systems/:x/:y/`. */
export function mockPattern(call: AnyCall): string {
  return api(call.path.slice(1).replace(/\{(\w+)\}/g, ':$1'));
}

/**
 * The demo universe's handler of one call of the api-client's table (docs/api.md "The call
 * table"): method and path come from the entry, the resolver's `params` are the path's names and
 * its answer must be the call's answer (or an error body), so a handler cannot drift from the
 * client. A call that needs a session (every one but login, refresh and the probe) first brings
 * the universe up to now and answers 401 without a valid token, as `authed` does.
 * @returns the MSW handler
 * @throws Error for a call without a session (login, refresh, the probe): their handlers issue
 *   and check tokens themselves (`handlers/auth.ts`)
 */
export function mockRoute<D extends AnyCall>(call: D, resolver: MockResolver<D>): HttpHandler {
  if (call.auth === false) throw new Error(`mockRoute serves calls with a session; ${call.id} has none`);
  type Info = Parameters<HttpResponseResolver<MockParams<D>, DefaultBodyType>>[0];
  return http[call.method](mockPattern(call), async (info: Info) => {
    await advanceUniverse();
    const user = userFromRequest(info.request);
    if (!user) return unauthorized();
    return resolver({ ...info, user });
  });
}
