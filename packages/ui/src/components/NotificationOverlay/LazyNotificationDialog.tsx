import { lazy, Suspense, useEffect } from 'react';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { whenIdle } from '../../lib/whenIdle';
import type { NotificationDialogProps } from './NotificationDialog';

/** Loads the dialog's module (and with it Radix's dialog stack); one request, shared. */
const loadNotificationDialog = () => import('./NotificationDialog');

/** How long the dialog's code may wait for an idle moment after the shell has mounted, in ms. */
const IDLE_LOAD_TIMEOUT_MS = 3_000;

const NotificationDialog = lazy(() => loadNotificationDialog().then((m) => ({ default: m.NotificationDialog })));

/**
 * The shell's notification dialog (`NotificationDialog`: a pop-up or the attack chip opened),
 * loaded and mounted the first time a notification opens, then kept mounted (its closing
 * animation and focus return work as before). Why: Radix's dialog stack and the detail view are
 * about 40 KiB of the shell's JavaScript before compression, and every cold start downloaded and
 * evaluated them before the first screen, for a dialog that is closed then. Its code loads once
 * the browser is idle after the shell's first paint (at the latest 3 s after it), so a tap on a
 * pop-up or on the attack chip seldom waits for it; a tap before then waits for the download.
 * Not at once: started in the shell's mount, the download lands before the first screen's
 * largest paint and counts in it as if the screen needed it.
 * @param props as `NotificationDialog`'s: the notification to show (null: closed) and `onClose`
 */
export function LazyNotificationDialog(props: NotificationDialogProps) {
  const used = useOpenedOnce(props.notification !== null);
  // A failed load is met again, and shown, when a notification opens.
  useEffect(() => whenIdle(() => void loadNotificationDialog().catch(() => undefined), IDLE_LOAD_TIMEOUT_MS), []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NotificationDialog {...props} />
    </Suspense>
  );
}
