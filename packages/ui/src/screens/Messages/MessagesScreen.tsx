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
import { Box } from '../../primitives/Box';
import { Stack } from '../../primitives/Stack';
import * as styles from './Messages.css';

export type MessagesCentreTab = 'notifications' | 'messages';

/**
 * The messages and notifications centre at /messages (spec p2 §2.7): two tabs, 'Notificaciones'
 * with the unread badge and 'Mensajes'. The tab is in the URL (`?tab=messages`); notifications
 * by default, since the bar's bell leads here;
 * messages with `?compose=<username>`.
 */
export function MessagesScreen() {
  const { t } = useTranslation('messages');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  // `?compose=<username>` (from a galaxy slot) writes a message, so it opens the messages tab.
  const asked = params.get('tab') ?? (params.has('compose') ? 'messages' : null);
  const tab: MessagesCentreTab = asked === 'messages' ? 'messages' : 'notifications';
  const counts = useQuery({ ...notificationQueries.counts(), enabled: session !== null });
  const unread = counts.isError ? 0 : (counts.data?.unread_count ?? 0);

  return (
    <Stack gap="lg">
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
              <Box as="span" display="inline-flex" alignItems="center" gap="xs">
                {t('tabs.notifications')}
                {unread > 0 ? (
                  <Badge tone="danger" data-testid="notifications-tab-badge" aria-label={t('tabs.unreadBadge', { count: unread })}>
                    {capCount(unread, 99)}
                  </Badge>
                ) : null}
              </Box>
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
    </Stack>
  );
}
