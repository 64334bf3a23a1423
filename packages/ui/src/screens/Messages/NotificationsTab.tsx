import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, RefreshCw } from 'lucide-react';
import { config, notificationKeys, notificationMutations, notificationQueries, type Notification } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { Select } from '../../primitives/Select';
import { Spinner } from '../../primitives/Spinner';
import { NotificationDetail } from '../../components/NotificationDetail';
import { NotificationList } from '../../components/NotificationList';
import { Pagination } from '../../components/Pagination';
import { useErrorText } from '../../lib/useErrorText';
import * as styles from './Messages.css';

/** The type filter's choices (spec p2 §2.7). */
export const NOTIFICATION_FILTER_TYPES = ['BUILD_COMPLETE', 'RESEARCH_COMPLETE', 'FLEET_ARRIVAL', 'RESOURCE_FULL', 'ATTACK_WARNING', 'BATTLE_RESULT'] as const;

/**
 * The notifications tab (spec p2 §2.7): header with the unread count, refresh and 'Marcar
 * todas como leídas' (only with unread ones); type filter; the paged history (20 per page,
 * offset page × 20); the detail viewer; selecting an unread notification marks it read. Mark
 * read, delete and mark-all fail silently (§8): the list simply reloads. Each sends one request
 * per intent: a repeat while the same one is pending is ignored.
 */
export function NotificationsTab() {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<string>('all');
  const [selectedId, setSelectedId] = useState<Notification['id'] | null>(null);
  const history = useQuery({ ...notificationQueries.history(page - 1, type === 'all' ? undefined : type), placeholderData: keepPreviousData });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  const markRead = useMutation(notificationMutations.markRead());
  const remove = useMutation(notificationMutations.remove());
  const markAll = useMutation(notificationMutations.markAllRead());
  // Ids (and 'all') whose request is on its way: a double click can fire before the re-render.
  const inFlight = useRef(new Set<string>());

  /**
   * Starts `run` unless the same intent (`key`) is already on its way. Failures are silent
   * (spec p2 §8): the factories reload the list either way.
   */
  function once(key: string, run: () => Promise<unknown>) {
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    run()
      .catch(() => undefined)
      .finally(() => inFlight.current.delete(key));
  }

  function markOneRead(id: Notification['id']) {
    once(`read:${id}`, () => markRead.mutateAsync(id));
  }

  function removeOne(id: Notification['id']) {
    once(`delete:${id}`, () =>
      remove.mutateAsync(id).then(() => setSelectedId((current) => (current !== null && String(current) === String(id) ? null : current))),
    );
  }

  function markAllRead() {
    once('read-all', () => markAll.mutateAsync());
  }

  const notifications = history.data?.notifications ?? [];
  const unread = history.data?.unread_count ?? 0;
  const selected = notifications.find((n) => selectedId !== null && String(n.id) === String(selectedId)) ?? null;

  function select(notification: Notification) {
    setSelectedId(notification.id);
    if (notification.is_unread) markOneRead(notification.id);
  }

  return (
    <div className={styles.notificationsLayout}>
      <section className={styles.panel} aria-labelledby="notifications-heading">
        <div className={styles.headerRow}>
          <h2 id="notifications-heading" className={styles.heading}>
            {t('notifications.heading')}
          </h2>
          {history.data ? (
            <span className={styles.muted} data-testid="notifications-unread">
              {t('notifications.unread', { count: unread })}
            </span>
          ) : null}
          <span className={styles.spacer} />
          <Button size="sm" variant="ghost" onClick={() => void refresh()} disabled={history.isFetching}>
            <RefreshCw size={16} aria-hidden="true" />
            {t('notifications.refresh')}
          </Button>
          {unread > 0 ? (
            <Button size="sm" onClick={markAllRead} disabled={markAll.isPending}>
              <CheckCheck size={16} aria-hidden="true" />
              {t('notifications.markAll')}
            </Button>
          ) : null}
        </div>
        <Select
          label={t('notifications.typeFilter')}
          value={type}
          onValueChange={(value) => {
            setType(value);
            setPage(1);
            setSelectedId(null);
          }}
          options={[
            { value: 'all', label: t('notifications.types.all') },
            ...NOTIFICATION_FILTER_TYPES.map((value) => ({ value, label: t(`notifications.types.${value}`) })),
          ]}
        />
        {history.isPending ? (
          <Spinner label={t('notifications.loading')} />
        ) : history.isError ? (
          <Alert
            action={
              <Button size="sm" onClick={() => void history.refetch()}>
                {tc('retry')}
              </Button>
            }
          >
            {errorText(history.error, 'errors:notifications.history')}
          </Alert>
        ) : notifications.length === 0 ? (
          <EmptyState title={type === 'all' ? t('notifications.empty') : t('notifications.emptyFiltered')} />
        ) : (
          <>
            <NotificationList notifications={notifications} activeId={selectedId} onSelect={select} label={t('notifications.listLabel')} />
            <Pagination
              count={history.data.total_count}
              page={page}
              pageSize={config.limits.notificationsPageSize}
              onPageChange={(next) => {
                setPage(next);
                setSelectedId(null);
              }}
              disabled={history.isFetching}
              labels={{
                nav: t('pagination.label'),
                page: (current, pages) => t('pagination.page', { page: current, pages }),
                previous: t('pagination.previous'),
                next: t('pagination.next'),
              }}
            />
          </>
        )}
      </section>
      <section className={styles.panel} aria-label={t('notifications.detailLabel')}>
        {selected ? (
          <NotificationDetail
            notification={selected}
            onMarkRead={() => markOneRead(selected.id)}
            onDelete={() => removeOne(selected.id)}
            busy={remove.isPending}
            marking={markRead.isPending && String(markRead.variables) === String(selected.id)}
          />
        ) : (
          <EmptyState title={t('notifications.prompt')} />
        )}
      </section>
    </div>
  );
}
