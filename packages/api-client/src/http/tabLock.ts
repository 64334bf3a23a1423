/**
 * One holder at a time across every tab of this origin, so that one tab
 * refreshes the session and the others wait for its result.
 *
 * The Web Locks API (`navigator.locks`, every current browser) does it exactly. Where it is
 * missing (old browsers, some embedded views, happy-dom), a lease in localStorage stands in: a
 * tab writes `{owner, until}`, waits a moment, and holds the lease if its write survived; the
 * others poll until the lease is released or runs out. A tab that dies holding it blocks the
 * others for at most `leaseMs`.
 */

/** How long a storage lease lasts, in ms: longer than one refresh call (15 s time-out). */
export const LEASE_MS = 20_000;
const SETTLE_MS = 25;
const POLL_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// Elapsed time from the monotonic clock: stories and tests freeze `Date`, and a wait measured
// with it would never end.
const elapsedNow = () => globalThis.performance.now();

function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

interface Lease {
  owner: string;
  until: number;
}

function readLease(storage: Storage, key: string): Lease | null {
  try {
    const lease = JSON.parse(storage.getItem(key) ?? 'null') as Lease | null;
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number' ? lease : null;
  } catch {
    return null;
  }
}

/**
 * The storage-lease fallback of {@link withTabLock}. Exported for tests.
 * @param leaseMs how long a lease is held at most @default LEASE_MS
 */
export async function withStorageLease<T>(name: string, task: (contended: boolean) => Promise<T>, leaseMs = LEASE_MS): Promise<T> {
  const storage = store();
  if (!storage) return task(false);
  const key = `${name}.lease`;
  const owner = `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;
  const giveUp = elapsedNow() + leaseMs;
  let held = false;
  let contended = false;
  while (!held && elapsedNow() < giveUp) {
    const lease = readLease(storage, key);
    if (!lease || lease.until <= Date.now()) {
      storage.setItem(key, JSON.stringify({ owner, until: Date.now() + leaseMs }));
      // Another tab may have written in the same instant: the last write wins, the others wait.
      await sleep(SETTLE_MS);
      held = readLease(storage, key)?.owner === owner;
      if (!held) contended = true;
    } else {
      contended = true;
      await sleep(POLL_MS);
    }
  }
  try {
    return await task(contended);
  } finally {
    if (readLease(storage, key)?.owner === owner) storage.removeItem(key);
  }
}

/**
 * Runs `task` while holding the tab-wide lock `name`; resolves or rejects with its result.
 * `task` learns whether another tab held the lock first (`contended`): its writes may then still
 * be on their way to this tab (browsers sync localStorage between processes asynchronously, and a
 * browser-session copy travels over a BroadcastChannel), so the task should give them a moment.
 * @example await withTabLock('imperio.refresh', (contended) => refreshOnce(contended))
 */
export async function withTabLock<T>(name: string, task: (contended: boolean) => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks && typeof locks.request === 'function') {
    const free = (await locks.request(name, { ifAvailable: true }, async (lock) => (lock ? { value: await task(false) } : null))) as {
      value: T;
    } | null;
    if (free) return free.value;
    return await locks.request(name, { mode: 'exclusive' }, () => task(true));
  }
  return withStorageLease(name, task);
}

/**
 * Waits until `changed()` is true or `timeoutMs` passes, checking every 20 ms.
 * @returns whether it changed
 */
export async function waitForStorage(changed: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = elapsedNow() + timeoutMs;
  while (!changed()) {
    if (elapsedNow() >= until) return false;
    await sleep(20);
  }
  return true;
}
