import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import CheckCheck from 'lucide-react/icons/check-check';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { config, notificationKeys, notificationQueries, type Notification } from '@imperio/api-client';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { Select } from '../../primitives/Select';
import { DetailSheet } from '../../components/DetailSheet';
import { NotificationDetail } from '../../components/NotificationDetail';
import { NotificationReport } from '../../components/NotificationDetail/NotificationReport';
import { SpyActions } from '../Reports';
import { NotificationList } from '../../components/NotificationList';
import { useErrorText } from '../../lib/useErrorText';
import { MessagesPagination } from './MessagesPagination';
import { useFocusFallback } from '../../lib/useFocusFallback';
import { useIsPhone } from '../../lib/useIsPhone';
import { useNotificationActions } from './useNotificationActions';
import { Columns } from '../../primitives/Columns';
import { Inline } from '../../primitives/Inline';
import { QueryState } from '../../primitives/QueryState';
import * as styles from './Messages.css';

/** The type filter's choices (spec p2 §2.7). */
export const NOTIFICATION_FILTER_TYPES = [
  'BUILD_COMPLETE',
  'RESEARCH_COMPLETE',
  'FLEET_ARRIVAL',
  'RESOURCE_FULL',
  'ATTACK_WARNING',
  'BATTLE_RESULT',
] as const;

/**
 * The notifications tab (spec p2 §2.7): header with the unread count, refresh and 'Marcar
 * todas como leídas' (only with unread ones); type filter; the paged history (20 per page,
 * offset page × 20); the detail viewer; selecting an unread notification marks it read. Mark
 * read, delete and mark-all fail silently (§8): the list simply reloads. Each sends one request
 * per intent: a repeat while the same one is pending is ignored. On phones the detail opens as
 * a full-screen sheet with a back control. A notification about a mission report shows that
 * report (the reports dialog's view, a spy report's actions included) in its detail.
 */
export function NotificationsTab() {
  const { t } = useTranslation('messages');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const isPhone = useIsPhone();
  const [page, setPage] = useState(1);
  const [type, setType] = useState<string>('all');
  const [selectedId, setSelectedId] = useState<Notification['id'] | null>(null);
  const history = useQuery({
    ...notificationQueries.history(page - 1, type === 'all' ? undefined : type),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  const actions = useNotificationActions((id) => setSelectedId((current) => (current !== null && current === id ? null : current)));
  const { markOneRead } = actions;

  const notifications = history.data?.notifications ?? [];
  const unread = history.data?.unread_count ?? 0;
  const selected = notifications.find((n) => selectedId !== null && n.id === selectedId) ?? null;

  const detail = selected ? (
    <NotificationDetail
      notification={selected}
      onMarkRead={() => markOneRead(selected.id)}
      onDelete={() => actions.removeOne(selected.id)}
      busy={actions.removing}
      marking={actions.marking(selected.id)}
      report={<NotificationReport notification={selected} spyActions={(plan) => <SpyActions {...plan} />} />}
    />
  ) : null;

  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // 'Actualizar' and the pages are disabled while the history loads, 'Marcar todas como leídas'
  // while its request is out and then leaves: the focus returns to the control, else to the heading.
  useFocusFallback(sectionRef, headingRef, history.isFetching || actions.markingAll);

  function select(notification: Notification) {
    setSelectedId(notification.id);
    if (notification.is_unread) markOneRead(notification.id);
  }

  return (
    <Columns columns={{ mobile: 1, desktop: 2 }} alignItems="flex-start">
      <section ref={sectionRef} className={styles.panel} aria-labelledby="notifications-heading">
        <Inline>
          <h2 id="notifications-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
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
            <Button size="sm" onClick={actions.markAllRead} disabled={actions.markingAll}>
              <CheckCheck size={16} aria-hidden="true" />
              {t('notifications.markAll')}
            </Button>
          ) : null}
        </Inline>
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
        <QueryState
          query={history}
          loadingLabel={t('notifications.loading')}
          errorText={(error) => errorText(error, 'errors:notifications.history')}
          isEmpty={(data) => data.notifications.length === 0}
          empty={<EmptyState title={type === 'all' ? t('notifications.empty') : t('notifications.emptyFiltered')} />}
        >
          {(data) => (
            <>
              <NotificationList
                notifications={notifications}
                activeId={selectedId}
                onSelect={select}
                label={t('notifications.listLabel')}
              />
              <MessagesPagination
                count={data.total_count}
                page={page}
                pageSize={config.limits.notificationsPageSize}
                onPageChange={(next) => {
                  setPage(next);
                  setSelectedId(null);
                }}
                disabled={history.isFetching}
              />
            </>
          )}
        </QueryState>
      </section>
      {isPhone ? (
        <DetailSheet
          open={selected !== null}
          onBack={() => setSelectedId(null)}
          title={selected?.title?.trim() || t('notifications.detailLabel')}
          backLabel={t('notifications.back')}
        >
          {detail}
        </DetailSheet>
      ) : (
        <section className={styles.panel} aria-label={t('notifications.detailLabel')}>
          {detail ?? <EmptyState title={t('notifications.prompt')} />}
        </section>
      )}
    </Columns>
  );
}
