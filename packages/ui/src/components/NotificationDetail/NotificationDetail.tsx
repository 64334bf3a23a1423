import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CheckCheck from 'lucide-react/icons/check-check';
import Trash2 from 'lucide-react/icons/trash';
import type { Notification } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { NotificationTypeIcon } from '../MessageIcons';
import { useDateText } from '../../lib/useDateText';
import * as styles from './NotificationDetail.css';
import { entityName } from '../../lib/entityName';

export interface NotificationDetailProps {
  notification: Notification;
  onMarkRead: () => void;
  onDelete: () => void;
  /** A delete is on its way: both buttons are disabled. */
  busy?: boolean;
  /** This notification's mark-read is on its way: 'Marcar como leída' is disabled. */
  marking?: boolean;
  /** The mission report it is about, shown under the message (NotificationReport). */
  report?: ReactNode;
}

/**
 * The notification viewer (spec p2 §2.7): title, type display, date, message, the extra data
 * (planet_coordinates, building_name, level), the created, shown and read timestamps, and the
 * 'Marcar como leída' (unread only) and 'Eliminar' buttons. A fleet arrival or battle result
 * that names its report shows that report (`report`) under the message, as the reports dialog does.
 */
export function NotificationDetail({ notification, onMarkRead, onDelete, busy = false, marking = false, report }: NotificationDetailProps) {
  const { t } = useTranslation('messages');
  const { dateTime } = useDateText();
  const unread = Boolean(notification.is_unread);
  const title = notification.title?.trim() || notification.type_display || t('notifications.types.other');
  // The type in the interface language; the server's display text for types this client does not know.
  const typeText = t(`notifications.types.${notification.notif_type}`, {
    defaultValue: notification.type_display || t('notifications.types.other'),
  });
  const data = notification.data ?? {};
  const extra: Array<[string, string, boolean]> = [];
  if (data.planet_coordinates) extra.push([t('notifications.detail.planet'), `[${data.planet_coordinates}]`, true]);
  if (data.building_name) extra.push([t('notifications.detail.building'), entityName(t, 'building', null, data.building_name), false]);
  if (data.level !== null && data.level !== undefined && data.level !== '')
    extra.push([t('notifications.detail.level'), String(data.level), false]);
  const stamp = (iso: string | null | undefined) => (iso ? <time dateTime={iso}>{dateTime(iso)}</time> : t('notifications.detail.never'));

  return (
    <article className={styles.root} aria-labelledby={`notification-${notification.id}`} data-testid="notification-detail">
      <header className={styles.header}>
        <NotificationTypeIcon type={notification.notif_type} size={24} />
        <h3 id={`notification-${notification.id}`} className={styles.title} data-server-text={notification.title?.trim() ? '' : undefined}>
          {title}
        </h3>
        {unread ? <Badge tone="primary">{t('notifications.unreadMarker')}</Badge> : null}
      </header>
      <dl className={styles.details}>
        <dt className={styles.term}>{t('notifications.detail.type')}</dt>
        <dd className={styles.value}>{typeText}</dd>
        <dt className={styles.term}>{t('notifications.detail.date')}</dt>
        <dd className={styles.value}>{stamp(notification.created_at)}</dd>
      </dl>
      {notification.message ? (
        <p className={styles.message} data-server-text="">
          {notification.message}
        </p>
      ) : null}
      {report}
      {extra.length > 0 ? (
        <section aria-labelledby={`notification-${notification.id}-extra`}>
          <h4 id={`notification-${notification.id}-extra`} className={styles.sectionTitle}>
            {t('notifications.detail.extra')}
          </h4>
          <dl className={styles.details} data-testid="notification-extra">
            {extra.map(([term, value, mono]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt className={styles.term}>{term}</dt>
                <dd className={mono ? `${styles.value} ${styles.mono}` : styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby={`notification-${notification.id}-log`}>
        <h4 id={`notification-${notification.id}-log`} className={styles.sectionTitle}>
          {t('notifications.detail.timestamps')}
        </h4>
        <dl className={styles.details}>
          <dt className={styles.term}>{t('notifications.detail.created')}</dt>
          <dd className={styles.value}>{stamp(notification.created_at)}</dd>
          <dt className={styles.term}>{t('notifications.detail.shown')}</dt>
          <dd className={styles.value}>{stamp(notification.shown_at)}</dd>
          <dt className={styles.term}>{t('notifications.detail.read')}</dt>
          <dd className={styles.value}>{stamp(notification.read_at)}</dd>
        </dl>
      </section>
      <div className={styles.actions}>
        {unread ? (
          <Button size="sm" onClick={onMarkRead} disabled={busy || marking}>
            <CheckCheck size={16} aria-hidden="true" />
            {t('notifications.markRead')}
          </Button>
        ) : null}
        <Button size="sm" variant="danger" onClick={onDelete} disabled={busy}>
          <Trash2 size={16} aria-hidden="true" />
          {t('notifications.delete')}
        </Button>
      </div>
    </article>
  );
}
