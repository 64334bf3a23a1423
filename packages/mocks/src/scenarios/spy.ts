import { delay, http } from 'msw';
import { api } from '../handlers/util';

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** A request counter over one route: put `handlers` first, read `count`. */
export interface RequestSpy {
  /** One handler that counts, waits, then lets the next handler answer (it answers nothing itself). */
  handlers: ReturnType<typeof http.post>[];
  /** Requests seen since the last `reset()`. */
  readonly count: number;
  reset: () => void;
}

/**
 * Counts the requests to `route` and holds each one `holdMs` before the usual handlers (or a
 * scenario after it) answer, so a test can press a control again while its call is pending and
 * prove that one user intent sends one request (issue 14). Works in stories
 * (`parameters.msw.handlers.scenario`), in Vitest (`server.use(...spy.handlers)`) and in dev.
 * @param holdMs how long each request stays pending, in ms @default 400
 */
export function requestSpy(method: Method, route: string, holdMs = 400): RequestSpy {
  let count = 0;
  const handler = http[method](api(route), async () => {
    count += 1;
    await delay(holdMs);
    // Nothing returned: MSW asks the next matching handler.
    return undefined;
  });
  return {
    handlers: [handler],
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
  };
}
