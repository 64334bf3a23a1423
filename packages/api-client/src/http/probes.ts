import ky from 'ky';
import { config } from '../config';
import { authCalls } from '../calls/auth';
import { httpSettings } from './client';
import { nextTask } from '../nextTask';

export interface ProbeResult {
  /** GET on the auth root answered (any status). */
  reachable: boolean;
  /** POST on login with an empty body answered 400 (or 2xx). */
  loginAvailable: boolean;
}

/**
 * Reads an answer's body to its end, in the background (the probes need only the status). A
 * fetch whose body is never read stays open in the browser: DevTools and Lighthouse see the
 * request as still in flight for the page's whole life (Lighthouse then never
 * finds the page loaded and traces it for 45 s). Not awaited: a body that stalls must not
 * hold up the start-up check, which has its answer already.
 */
function drain(response: Response): Response {
  if (!response.bodyUsed) response.arrayBuffer().catch(() => undefined);
  return response;
}

/**
 * The two start-up probes (spec p1 §7.1, p2 §7): a GET on the auth root and an empty POST on
 * login, each with a 5 s time-out, the second a task after the first. A 400 on login counts as
 * available. Failures are only logged; this never throws.
 */
export async function probeBackend(timeoutMs: number = config.api.probeTimeoutMs): Promise<ProbeResult> {
  const prefixUrl = new URL(httpSettings().prefixUrl.replace(/\/?$/, '/'), globalThis.location?.origin ?? 'http://localhost').toString();
  const base = { prefixUrl, timeout: timeoutMs, retry: 0, throwHttpErrors: false } as const;
  const rootAnswer = ky.get(authCalls.probeAuth.path.slice(1), base).then(drain);
  rootAnswer.catch(() => undefined); // read below; not unhandled meanwhile
  // The second request in a task of its own: each first call (ky's, the page's first fetch) costs
  // 10-15 ms on a phone, and together they were one of the longest tasks of a cold start.
  await nextTask();
  const loginAnswer = ky.post(authCalls.login.path.slice(1), { ...base, json: {} }).then(drain);
  const [root, login] = await Promise.allSettled([rootAnswer, loginAnswer]);
  const reachable = root.status === 'fulfilled';
  const loginAvailable = login.status === 'fulfilled' && (login.value.status === 400 || login.value.ok);
  if (!reachable) console.warn('[imperio] backend probe failed: auth root unreachable');
  if (!loginAvailable) console.warn('[imperio] backend probe failed: login endpoint unavailable');
  return { reachable, loginAvailable };
}
