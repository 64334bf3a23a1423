import { delay, http, HttpResponse } from 'msw';
import { api } from '../handlers/util';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** Answers `route` with `status` and `body` (e.g. a catalogue error). */
export function failWith(method: Method, route: string, status: number, body: unknown = {}) {
  return http[method](api(route), () => HttpResponse.json(body as never, { status }));
}

/** The connection drops (fetch rejects). */
export function networkError(method: Method, route: string) {
  return http[method](api(route), () => HttpResponse.error());
}

/** A 200 whose body is not JSON. */
export function malformedJson(method: Method, route: string) {
  return http[method](api(route), () => new HttpResponse('{"broken": ', { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

/** A 200 with JSON of the wrong shape. */
export function wrongShape(method: Method, route: string, body: unknown = { unexpected: true }) {
  return http[method](api(route), () => HttpResponse.json(body as never));
}

/** Never answers: the Loading state. */
export function loadingForever(method: Method, route: string) {
  return http[method](api(route), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });
}

/** Answers `body` after `ms`. */
export function slow(method: Method, route: string, ms: number, body: unknown) {
  return http[method](api(route), async () => {
    await delay(ms);
    return HttpResponse.json(body as never);
  });
}

/**
 * Holds each request to `route` for `ms`, then lets the usual handler (or a scenario listed
 * after it) answer: a slow network, so a repeated press lands while the first request is
 * pending. Count the requests with `recordRequests` (`requestLog.ts`).
 * @param ms how long each request stays pending, in ms @default 400
 */
export function hold(method: Method, route: string, ms = 400) {
  return http[method](api(route), async () => {
    await delay(ms);
    // Nothing returned: MSW asks the next matching handler.
    return undefined;
  });
}
