import type { QueryClient } from '@tanstack/react-query';
import { notificationQueries } from '@imperio/api-client';

/** The notification type of an incoming attack (spec p1 §2.4, p2 §2.7). */
export const ATTACK_TYPE = 'ATTACK_WARNING';

/**
 * The query behind the shell's attack chip: page 0 of the notification history filtered to
 * ATTACK_WARNING, newest first (spec p2 §2.7). One declaration for the chip and the prefetch.
 */
export const attackWarningsQuery = () => notificationQueries.history(0, ATTACK_TYPE);

/**
 * The queries behind the shell's sticky top: the pending pop-ups (spec p1 §9) and the attack
 * warnings. One list for the prefetch that starts them and the wait that settles on them.
 */
export const shellTopQueries = () => [notificationQueries.pending(), attackWarningsQuery()] as const;

/**
 * How long (ms) the shell's first paint waits for what its sticky top shows (the pending pop-ups
 * and the attack chip) once it is otherwise ready. Both requests start with the shell's code
 * (`prefetchShellQueries`), beside the start-up check, so they are usually in by then; a slow
 * answer is not waited for longer than this, and then the top grows when it lands.
 */
export const ATTENTION_WAIT_MS = 1_000;

/**
 * Settles once the sticky top's data is in: the pending pop-ups and the attack warnings, each
 * answered or failed (a failure shows nothing there either), or after `capMs`, whichever comes
 * first. The shell paints its top whole from its first frame instead of pushing the page down
 * twice as the answers land (a cold load's layout shift was 0.11: 54 px of pop-ups, then 49 px
 * of chip, under the page title). Reuses requests already in flight (TanStack dedupes).
 * The same promise for every call with one cache, as React's `use` needs (a suspended first
 * render is thrown away, and a new promise each time would suspend it again).
 * @param client the shell's query cache
 * @param capMs the longest wait, ms (the first call's counts)
 * @returns a promise that never rejects
 */
export function shellAttentionSettled(client: QueryClient, capMs: number = ATTENTION_WAIT_MS): Promise<void> {
  let settled = attentionByClient.get(client);
  if (!settled) {
    const [pending, attacks] = shellTopQueries();
    const answers = Promise.allSettled([client.fetchQuery(pending), client.fetchQuery(attacks)]);
    const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
    settled = Promise.race([answers.then(() => undefined), cap]);
    attentionByClient.set(client, settled);
  }
  return settled;
}

const attentionByClient = new WeakMap<QueryClient, Promise<void>>();
