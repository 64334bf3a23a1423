import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { notificationQueries } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Tabs } from '../../primitives/Tabs';
import { capCount } from '../../lib/format';
import { useSession } from '../../state/session';
import { MessagesTab } from './MessagesTab';
import { NotificationsTab } from './NotificationsTab';
import * as styles from './Messages.css';

export type MessagesCentreTab = 'notifications' | 'messages';

/**
 * The messages and notifications centre at /messages (spec p2 §2.7): two tabs, 'Notificaciones'
 * with the unread badge and 'Mensajes'. The tab is in the URL (`?tab=messages`); notifications
 * by default, since the bar's bell leads here.
 */
export function MessagesScreen() {
  const { t } = useTranslation('messages');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab: MessagesCentreTab = params.get('tab') === 'messages' ? 'messages' : 'notifications';
  const counts = useQuery({ ...notificationQueries.counts(), enabled: session !== null });
  const unread = counts.isError ? 0 : (counts.data?.unread_count ?? 0);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <Tabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', value);
            return next;
          })
        }
        items={[
          {
            value: 'notifications',
            label: (
              <span className={styles.tabLabel}>
                {t('tabs.notifications')}
                {unread > 0 ? (
                  <Badge tone="danger" data-testid="notifications-tab-badge" aria-label={t('tabs.unreadBadge', { count: unread })}>
                    {capCount(unread, 99)}
                  </Badge>
                ) : null}
              </span>
            ),
            content: (
              <div className={styles.tabPanel}>
                <NotificationsTab />
              </div>
            ),
          },
          {
            value: 'messages',
            label: t('tabs.messages'),
            content: (
              <div className={styles.tabPanel}>
                <MessagesTab />
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
