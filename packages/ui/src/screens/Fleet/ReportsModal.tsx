import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import CheckCheck from 'lucide-react/icons/check-check';
import { config, reportMutations, reportQueries, type MissionReport } from '@imperio/api-client';
import { ReportDetail, ReportList, ReportStats } from '../../components/MissionReports';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { QueryState } from '../../primitives/QueryState';
import { Spinner } from '../../primitives/Spinner';
import { type ScreenText, useErrorText, useScreenText } from '../../lib/useErrorText';
import { SpyActions } from '../Reports';
import { useSingleFlight } from './useSingleFlight';
import * as styles from './Fleet.css';

export interface ReportsModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The report types the type filter offers (spec p2 §3 'Mission report' report_type), in its order. */
export const REPORT_TYPE_FILTERS = [
  'espionage',
  'attack',
  'transport',
  'colonization',
  'recycle',
  'deployment',
  'moon_destruction',
] as const;

/**
 * The mission reports modal (spec p2 §2.6, §4 'Report', §8 'Reports'): filter 'Todos (n)' /
 * 'No Leídos (n)' (counts from the statistics), a page of 20 reports with preview, type icon,
 * age and 'Nuevo'/'Leído'; opening one shows its detail and marks it read; 'Marcar Todo Leído';
 * the statistics. A filter by report type ('Todos los tipos', 'Espionaje', 'Ataque'…) narrows the
 * loaded page. A spy report's actions leave for another screen and close the dialog. A failed list shows 'Error al cargar reportes' (or the server's message).
 * One request per intent: a report is marked read once however often it is opened, and 'Marcar
 * Todo Leído' is disabled while its request is in flight.
 */
export function ReportsModal({ open, onOpenChange }: ReportsModalProps) {
  const { t } = useTranslation('fleet');
  const errorText = useErrorText();
  const screenText = useScreenText();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [typeFilter, setTypeFilter] = useState<string | null>(null);
  const [openedId, setOpenedId] = useState<MissionReport['id'] | null>(null);
  const filters = filter === 'unread' ? { is_read: false } : {};
  const list = useQuery({ ...reportQueries.list(filters), enabled: open });
  const stats = useQuery({ ...reportQueries.statistics(), enabled: open });
  const detail = useQuery(reportQueries.detail(open ? openedId : null));
  const [actionError, setActionError] = useState<ScreenText | null>(null);

  // The counts (button badge, 'Sin leer', 'No Leídos (n)') come from the statistics, which the
  // screen refreshes when fleets land; the list did not follow, so the dialog said 'Sin leer 5'
  // over three 'Nuevo' reports. A change in the counts reloads the list, so all of them agree.
  const counts = stats.data ? `${stats.data.total_reports}/${stats.data.unread_reports}` : null;
  const seenCounts = useRef<string | null>(null);
  const { refetch: refetchList } = list;
  useEffect(() => {
    if (!open || counts === null) return;
    if (seenCounts.current !== null && seenCounts.current !== counts) void refetchList();
    seenCounts.current = counts;
  }, [open, counts, refetchList]);

  const markRead = useMutation(reportMutations.markRead());
  const markAll = useMutation(reportMutations.markAllRead());
  const markAllOnce = useSingleFlight(markAll);
  // Reports already asked to be marked read: opening one again (or a double click) sends nothing.
  const marked = useRef(new Set<string>());

  const openReport = (report: MissionReport) => {
    setActionError(null);
    setOpenedId(report.id);
    const id = String(report.id);
    if (report.is_read || marked.current.has(id)) return;
    marked.current.add(id);
    markRead.mutate(report.id, {
      onError: (error) => {
        marked.current.delete(id);
        setActionError({ error });
      },
    });
  };

  const markAllRead = () => {
    const started = markAllOnce(undefined, { onError: (error) => setActionError({ error }) });
    if (started) setActionError(null);
  };

  const total = stats.data?.total_reports ?? 0;
  const unread = stats.data?.unread_reports ?? 0;
  const reports = list.data ?? [];
  const opened = detail.data ?? reports.find((report) => report.id === openedId);

  const ofType = (loaded: MissionReport[]) => (typeFilter ? loaded.filter((report) => report.report_type === typeFilter) : loaded);

  const close = (next: boolean) => {
    if (!next) {
      setOpenedId(null);
      setActionError(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t('reports.title')} closeLabel={t('close', { ns: 'common' })} wide>
      <div className={styles.modalBody}>
        {stats.data ? <ReportStats stats={stats.data} /> : null}
        {actionError ? <Alert>{screenText(actionError)}</Alert> : null}
        {openedId !== null ? (
          detail.isError && !opened ? (
            <>
              <Alert>{errorText(detail.error)}</Alert>
              <div>
                <Button size="sm" onClick={() => setOpenedId(null)}>
                  {t('reports.back')}
                </Button>
              </div>
            </>
          ) : opened ? (
            <>
              {/* The list's copy is still shown, but the player is told the full report did not load. */}
              {detail.isError ? <Alert>{errorText(detail.error)}</Alert> : null}
              <ReportDetail
                report={{ ...opened, is_read: true }}
                onBack={() => setOpenedId(null)}
                spyActions={(plan) => <SpyActions {...plan} onLeave={() => close(false)} />}
              />
            </>
          ) : (
            <Spinner label={t('loading', { ns: 'common' })} />
          )
        ) : (
          <>
            <div className={styles.modalToolbar}>
              <div role="group" aria-label={t('reports.filter')} className={styles.filters}>
                <Button
                  size="sm"
                  variant={filter === 'all' ? 'primary' : 'secondary'}
                  aria-pressed={filter === 'all'}
                  onClick={() => setFilter('all')}
                >
                  {t('reports.all', { count: total })}
                </Button>
                <Button
                  size="sm"
                  variant={filter === 'unread' ? 'primary' : 'secondary'}
                  aria-pressed={filter === 'unread'}
                  onClick={() => setFilter('unread')}
                >
                  {t('reports.unread', { count: unread })}
                </Button>
              </div>
              <Button size="sm" onClick={markAllRead} disabled={markAll.isPending || unread === 0}>
                <CheckCheck size={16} aria-hidden="true" /> {t('reports.markAll')}
              </Button>
            </div>
            <div role="group" aria-label={t('reports.typeFilter')} className={styles.filters}>
              {[null, ...REPORT_TYPE_FILTERS].map((type) => (
                <Button
                  key={type ?? 'all'}
                  size="sm"
                  variant={typeFilter === type ? 'primary' : 'ghost'}
                  aria-pressed={typeFilter === type}
                  onClick={() => setTypeFilter(type)}
                >
                  {type ? t(`reports.types.${type}`) : t('reports.allTypes')}
                </Button>
              ))}
            </div>
            <QueryState
              query={list}
              loadingLabel={t('loading', { ns: 'common' })}
              errorText={(error) => errorText(error, 'errors:reports.modal')}
              isEmpty={(loaded) => ofType(loaded).length === 0}
              empty={<EmptyState title={filter === 'unread' ? t('reports.emptyUnread') : t('reports.empty')} />}
            >
              {(loaded) => (
                <>
                  <ReportList reports={ofType(loaded)} onOpen={openReport} />
                  {loaded.length >= config.limits.reportPageSize ? (
                    <p className={styles.hint}>{t('reports.pageNote', { count: config.limits.reportPageSize })}</p>
                  ) : null}
                </>
              )}
            </QueryState>
          </>
        )}
      </div>
    </Dialog>
  );
}
