import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import type { NotificationDialogProps } from './NotificationDialog';

/** Loads the dialog's module (and with it Radix's dialog stack); one request, shared. */
export const loadNotificationDialog = () => import('./NotificationDialog');

const NotificationDialog = lazy(() => loadNotificationDialog().then((m) => ({ default: m.NotificationDialog })));

/**
 * The shell's notification dialog (`NotificationDialog`: a pop-up or the attack chip opened),
 * loaded and mounted the first time a notification opens, then kept mounted (its closing
 * animation and focus return work as before). Why: Radix's dialog stack and the detail view are
 * about 40 KiB of the shell's JavaScript before compression, and every cold start downloaded and
 * evaluated them before the first screen, for a dialog that is closed then. Where something can
 * be opened (a pop-up or the attack chip is shown), the caller starts the download at once
 * (`loadNotificationDialog`), so the first tap does not wait for it.
 * @param props as `NotificationDialog`'s: the notification to show (null: closed) and `onClose`
 */
export function LazyNotificationDialog(props: NotificationDialogProps) {
  const used = useOpenedOnce(props.notification !== null);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <NotificationDialog {...props} />
    </Suspense>
  );
}
