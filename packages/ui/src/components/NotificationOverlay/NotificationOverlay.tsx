import { Suspense, useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import X from 'lucide-react/icons/x';
import {
  markNotificationRead,
  markNotificationsShown,
  notificationKeys,
  notificationQueries,
  type Notification,
} from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { NotificationPopup } from '../NotificationPopup';
import { LazyNotificationDialog } from './LazyNotificationDialog';
import { useIsPhone } from '../../lib/useIsPhone';
import { whenIdle } from '../../lib/whenIdle';
import { raiseSystemAlerts, useSystemAlerts } from '../../lib/systemAlerts';
import { useSession } from '../../state/session';
import * as styles from './NotificationOverlay.css';
import * as popupStyles from '../NotificationPopup/NotificationPopup.css';

export interface NotificationOverlayProps {
  /** How many pop-ups show at once; the rest wait their turn ('+N'). @default 1 */
  maxVisible?: number;
}

/** A horizontal swipe of at least this many px dismisses a pop-up on touch screens. */
const SWIPE_DISMISS_PX = 60;

/** The longest wait, in ms, for an idle moment before a displayed pop-up is reported (mark-shown). */
const MARK_SHOWN_WAIT_MS = 1_000;

/**
 * The notification overlay (spec p1 §2.4, §4, §9): polls the pending notifications every 10 s
 * (while logged in), shows each once as a pop-up (oldest first; at most `maxVisible` at a time,
 * the rest queue behind a '+N'), tells the server after display (mark-shown; a failure is silent), removes a
 * pop-up after 8 s or when dismissed (a dismissed one is also marked read). When polling fails
 * it shows 'Error de notificaciones' with a close button; closed, it stays hidden until the
 * next failure. While the tab is hidden, an opted-in player's alerting notifications (attack,
 * builds, research, fleet arrivals) also raise system notifications. Form and placement: one
 * line per pop-up (type icon, title, age; ≤ 88 px tall), one at a time and '+N' for the rest,
 * in the page's flow (the shell puts the overlay in its top strip, under the header), so it
 * never covers a page title, a primary action or a side panel; a tap on the line opens the
 * notification (NotificationDialog, which marks it read); swipe sideways or tap × to dismiss.
 */
/** What the overlay has taken in from the pending answers: the answer it last read, the ids it has
 * seen, the queue of pop-ups still to show (oldest first) and those the last answer added. */
interface Intake {
  data: Notification[] | undefined;
  seen: ReadonlySet<string>;
  queue: Notification[];
  fresh: Notification[];
}

const none: Notification[] = [];
const emptyIntake: Intake = { data: undefined, seen: new Set(), queue: [], fresh: none };

/** Takes a pending answer in: the notifications not seen before join the queue, oldest first. */
function takeIn(intake: Intake, data: Notification[] | undefined): Intake {
  const fresh = (data ?? []).filter((n) => !intake.seen.has(String(n.id)));
  if (!fresh.length) return { ...intake, data, fresh: none };
  const time = (n: Notification) => Date.parse(n.created_at ?? '') || 0;
  fresh.sort((a, b) => time(a) - time(b));
  const seen = new Set(intake.seen);
  for (const n of fresh) seen.add(String(n.id));
  return { data, seen, queue: [...intake.queue, ...fresh], fresh };
}

export function NotificationOverlay(props: NotificationOverlayProps) {
  // Its texts live in the dashboard namespace, which the app loads lazily: the shell must not
  // wait for them, so the overlay suspends on its own.
  return (
    <Suspense fallback={null}>
      <Overlay {...props} />
    </Suspense>
  );
}

function Overlay({ maxVisible = 1 }: NotificationOverlayProps) {
  const isPhone = useIsPhone();
  const limit = maxVisible;
  const [opened, setOpened] = useState<Notification | null>(null);
  const { t } = useTranslation('dashboard');
  const { t: te } = useTranslation('errors');
  const { t: ts } = useTranslation('shell');
  const session = useSession();
  const queryClient = useQueryClient();
  const alerts = useSystemAlerts();
  // Opted in to alerts while away: the poll goes on in a hidden tab (every 60 s).
  const pending = useQuery({ ...notificationQueries.pending({ background: alerts.active }), enabled: session !== null });
  const [intake, setIntake] = useState<Intake>(emptyIntake);
  const [closedErrorAt, setClosedErrorAt] = useState(0);
  const marked = useRef(new Set<string>());

  // New pending notifications join the queue once, oldest first. Derived while rendering (React's
  // "adjusting state when a prop changes"), not in an effect: with the answer already cached when
  // the shell first renders, the pop-up is in the shell's first frame, so it never pushes the page
  // down after that frame (a layout shift) nor costs a second render.
  if (pending.data !== intake.data) setIntake(takeIn(intake, pending.data));
  const queue = intake.queue;

  // Away (tab hidden): the newly arrived alerting ones also become system notifications, if opted in.
  useEffect(() => {
    if (intake.fresh.length && document.visibilityState === 'hidden') raiseSystemAlerts(intake.fresh, alerts.active);
  }, [intake.fresh, alerts.active]);

  const visible = queue.slice(0, limit);
  const waiting = queue.length - visible.length;
  const visibleKey = visible.map((n) => String(n.id)).join(',');

  // After display, the server is told (spec p1 §4: pending → shown), once the browser is idle:
  // not in the tasks right after the first frame, where the request and the counts' refetch it
  // causes would compete with the first screen's own (docs/decisions/performance.md). A send
  // already scheduled goes out even if the pop-up leaves meanwhile (it was displayed); leaving the
  // shell (a logout) cancels what has not gone out.
  const unsent = useRef(new Set<() => void>());
  useEffect(() => {
    if (!visibleKey) return;
    const ids = visible.map((n) => n.id).filter((id) => !marked.current.has(String(id)));
    if (!ids.length) return;
    for (const id of ids) marked.current.add(String(id));
    const cancel = whenIdle(() => {
      unsent.current.delete(cancel);
      markNotificationsShown(ids)
        .then(() => queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }))
        .catch(() => undefined); // silent (spec p2 §8)
    }, MARK_SHOWN_WAIT_MS);
    unsent.current.add(cancel);
    // `visible` is described by `visibleKey`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visibleKey, queryClient]);
  useEffect(() => {
    const pendingSends = unsent.current;
    return () => {
      for (const cancel of pendingSends) cancel();
      pendingSends.clear();
    };
  }, []);

  const remove = useCallback(
    (id: Notification['id']) => setIntake((current) => ({ ...current, queue: current.queue.filter((n) => n.id !== id) })),
    [],
  );
  // Each pop-up is marked read once, however often its close button is pressed, so
  // a double tap sends one request, not two.
  const dismissed = useRef(new Set<string>());
  const dismiss = useCallback(
    (id: Notification['id']) => {
      remove(id);
      if (dismissed.current.has(String(id))) return;
      dismissed.current.add(String(id));
      markNotificationRead(id)
        .then(() => queryClient.invalidateQueries({ queryKey: notificationKeys.counts() }))
        .catch(() => undefined); // silent (spec p2 §8)
    },
    [remove, queryClient],
  );

  // Swipe to dismiss: a horizontal drag of the pop-up past SWIPE_DISMISS_PX closes it.
  const swipe = useRef<{ id: string; x: number; pointer: number } | null>(null);
  const onPointerDown = (id: Notification['id']) => (event: PointerEvent<HTMLLIElement>) => {
    if (event.pointerType === 'mouse') return;
    swipe.current = { id: String(id), x: event.clientX, pointer: event.pointerId };
  };
  const onPointerUp = (id: Notification['id']) => (event: PointerEvent<HTMLLIElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.id !== String(id) || start.pointer !== event.pointerId) return;
    if (Math.abs(event.clientX - start.x) >= SWIPE_DISMISS_PX) dismiss(id);
  };

  const showError = pending.isError && pending.errorUpdatedAt !== closedErrorAt;
  const empty = !showError && visible.length === 0;

  return (
    <section
      className={styles.region}
      data-layout={isPhone ? 'phone' : 'desktop'}
      data-empty={empty || undefined}
      aria-label={t('notifications.region')}
      data-testid="notification-overlay"
    >
      {showError ? (
        <div className={styles.error}>
          <Alert
            action={
              <button
                type="button"
                className={popupStyles.close}
                aria-label={t('notifications.closeError')}
                onClick={() => setClosedErrorAt(pending.errorUpdatedAt)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            }
          >
            {te('notifications.overlay')}
          </Alert>
        </div>
      ) : null}
      <ol className={styles.list} aria-live="polite">
        {visible.map((notification) => (
          <li
            key={String(notification.id)}
            className={styles.item}
            onPointerDown={onPointerDown(notification.id)}
            onPointerUp={onPointerUp(notification.id)}
            onPointerCancel={() => (swipe.current = null)}
          >
            <NotificationPopup
              notification={notification}
              onDismiss={dismiss}
              onExpire={remove}
              compact
              onOpen={(n) => {
                // Opened: it leaves the strip, and the dialog marks it read.
                remove(n.id);
                setOpened(n);
              }}
            />
          </li>
        ))}
      </ol>
      {waiting > 0 ? (
        <p className={styles.more} data-testid="notification-more">
          {ts('notificationsMore', { count: waiting })}
        </p>
      ) : null}
      <LazyNotificationDialog notification={opened} onClose={() => setOpened(null)} />
    </section>
  );
}
