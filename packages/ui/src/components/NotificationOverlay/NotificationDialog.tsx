import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { notificationMutations, type Notification } from '@imperio/api-client';
import { Dialog } from '../../primitives/Dialog';
import { NotificationDetail, notificationReportRef } from '../NotificationDetail';

// The report view (the reports dialog's) loads when a notification about a report is opened,
// not with the shell.
const NotificationReport = lazy(() => import('../NotificationDetail/NotificationReport').then((m) => ({ default: m.NotificationReport })));

export interface NotificationDialogProps {
  /** The notification to show; null: the dialog is closed. */
  notification: Notification | null;
  onClose: () => void;
}

/**
 * One notification opened from the shell (a pop-up or the attack chip tapped), as the centre's
 * detail shows it (spec p2 §2.7: title, type, date, message, extra data, timestamps, delete).
 * Opening an unread one marks it read, as selecting it in the centre does: one request per
 * notification, however often it is opened; failures are silent (§8) and every notification
 * query reloads either way (the badges, the attack chip). A fleet arrival or battle result that
 * names its report shows that report as the reports dialog does (a wide dialog; a spy report's
 * actions come from the shell and close this dialog when they leave).
 */
export function NotificationDialog({ notification, onClose }: NotificationDialogProps) {
  const { t } = useTranslation('shell');
  const markRead = useMutation(notificationMutations.markRead());
  const remove = useMutation(notificationMutations.remove());
  const marked = useRef(new Set<string>());
  useEffect(() => {
    if (!notification?.is_unread) return;
    const key = String(notification.id);
    if (marked.current.has(key)) return;
    marked.current.add(key);
    markRead.mutate(notification.id);
    // One request per notification opened; `markRead` is stable enough through its ref set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notification]);

  // Shown as read once its request is out (the mutation's own state), so the detail does not
  // offer 'Marcar como leída' again.
  const readNow = notification !== null && !markRead.isIdle && markRead.variables === notification.id;
  const shown = notification && readNow ? { ...notification, is_unread: false } : notification;
  const title = shown?.title?.trim() || shown?.type_display || t('notificationUntitled');
  const hasReport = shown !== null && notificationReportRef(shown) !== null;
  return (
    <Dialog
      open={notification !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      closeLabel={t('tabs.close')}
      wide={hasReport}
    >
      {/* The detail's texts (messages namespace) load on first use: only the dialog waits for them. */}
      <Suspense fallback={null}>
        {shown ? (
          <NotificationDetail
            notification={shown}
            onMarkRead={() => markRead.mutate(shown.id)}
            onDelete={() => remove.mutate(shown.id, { onSuccess: onClose })}
            busy={remove.isPending}
            marking={markRead.isPending}
            report={hasReport ? <NotificationReport notification={shown} onLeave={onClose} /> : null}
          />
        ) : null}
      </Suspense>
    </Dialog>
  );
}
