import { server } from './node';

/**
 * Records the requests that reach the Node mock server (Vitest), for "one request per intent"
 * tests: `const log = logRequests('POST', /\/buildings\/construct\/$/)`, act, then
 * `expect(log.seen).toHaveLength(1)` and `log.stop()`.
 * @param method the HTTP method, upper case
 * @param path a pattern the URL's path must match
 * @returns `seen` (the matching URLs, in order) and `stop()` (removes the listener)
 */
export function logRequests(method: string, path: RegExp): { seen: string[]; stop: () => void } {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && path.test(new URL(request.url).pathname)) seen.push(request.url);
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}
