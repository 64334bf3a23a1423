import { useTranslation } from 'react-i18next';
import type { Notification } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { NotificationTypeIcon } from '../MessageIcons';
import { useDateText } from '../../lib/useDateText';
import * as styles from './NotificationList.css';

export interface NotificationListProps {
  notifications: Notification[];
  activeId?: Notification['id'] | null;
  onSelect: (notification: Notification) => void;
  /** Accessible name of the list. */
  label: string;
}

/** One page of the notification history (spec p2 §2.7): icon per type, title, message, age, unread marker. */
export function NotificationList({ notifications, activeId, onSelect, label }: NotificationListProps) {
  const { t } = useTranslation('messages');
  const { age } = useDateText();
  return (
    <ul className={styles.list} aria-label={label}>
      {notifications.map((notification) => {
        const unread = Boolean(notification.is_unread);
        const active = activeId !== null && activeId !== undefined && activeId === notification.id;
        const title = notification.title?.trim() || notification.type_display || t('notifications.types.other');
        return (
          <li key={String(notification.id)}>
            <button
              type="button"
              className={styles.item}
              data-unread={unread}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(notification)}
              data-testid="notification-item"
              data-notification-id={String(notification.id)}
            >
              <NotificationTypeIcon type={notification.notif_type} />
              <span className={styles.text}>
                <span
                  className={styles.title}
                  // Title and message are cut to one line at any length on a phone: their whole text on hover.
                  title={title}
                  data-server-text={notification.title?.trim() ? '' : undefined}
                >
                  {title}
                </span>
                {notification.message ? (
                  <span className={styles.message} title={notification.message} data-server-text="">
                    {notification.message}
                  </span>
                ) : null}
              </span>
              <span className={styles.side}>
                <time dateTime={notification.created_at ?? undefined}>{age(notification.created_at)}</time>
                {unread ? <Badge tone="primary">{t('notifications.unreadMarker')}</Badge> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
