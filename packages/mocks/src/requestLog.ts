import { matchRequestUrl } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { api } from './handlers/util';

/** MSW's life-cycle emitter: `server.events` (Vitest, `@imperio/mocks/node`) or `worker.events` (browser). */
type LifeCycleEvents = SetupWorker['events'];

/** One request seen by the mock. */
export interface RecordedRequest {
  /** Upper-case HTTP method. */
  method: string;
  /** The path under `/api/`, as in `routes` (`'buildings/construct/'`). */
  path: string;
  url: string;
  /** The JSON body of a write, else null. */
  body: unknown;
}

/** The requests recorded since `recordRequests` was called, in order. */
export interface RequestLog {
  readonly requests: RecordedRequest[];
  /** The requests whose method is `method` and whose path matches `route` (an MSW path under /api/, `:id` allowed). */
  matching: (method: string, route: string) => RecordedRequest[];
  /** How many requests `matching(method, route)` holds. */
  count: (method: string, route: string) => number;
  /** Stops recording (removes the listener). */
  stop: () => void;
}

/**
 * The one request counter, on MSW's life-cycle events (`request:start`): records every request
 * the mock sees, for "one user intent, one request" checks in tests and stories.
 * Pair it with `scenarioHelpers.hold(...)` so repeats land while the first request is pending.
 * @example
 * const log = recordRequests(server); // or `worker` from '@imperio/mocks/browser' in a story
 * await user.dblClick(button);
 * expect(log.count('POST', routes.buildings.construct)).toBe(1);
 * log.stop();
 * @param target the MSW `server` or `worker` whose requests to record
 */
export function recordRequests(target: { events: LifeCycleEvents }): RequestLog {
  const requests: RecordedRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = { method: request.method, path: url.pathname.replace(/^.*?\/api\//, ''), url: request.url, body: null };
    // A write is recorded once its JSON body is read (a moment later), so `body` is never pending.
    if (request.method !== 'GET' && request.method !== 'HEAD')
      entry.body = await request
        .clone()
        .json()
        .catch(() => null);
    requests.push(entry);
  };
  target.events.on('request:start', listener);
  const matching = (method: string, route: string) =>
    requests.filter((entry) => entry.method === method.toUpperCase() && matchRequestUrl(new URL(entry.url), api(route)).matches);
  return {
    requests,
    matching,
    count: (method, route) => matching(method, route).length,
    stop: () => target.events.removeListener('request:start', listener),
  };
}
