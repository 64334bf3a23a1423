import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { reportMutations, reportQueries, type Notification } from '@imperio/api-client';
import { ReportDetail, SpyActionsContext } from '../MissionReports';
import type { SpyPlan } from '../../lib/espionageReport';
import { Spinner } from '../../primitives/Spinner';
import { findMissionReport, notificationReportRef } from './reportRef';

export interface NotificationReportProps {
  notification: Notification;
  /** A spy report's actions; default: the shell's (SpyActionsContext). `leave` closes what holds the report. */
  spyActions?: (plan: SpyPlan) => ReactNode;
  /** Called before a spy action navigates away (the notification dialog closes). */
  onLeave?: () => void;
}

/**
 * A notification's mission report in the reports dialog's own view (ReportDetail: text, fields,
 * a spy report's table and actions, a battle's sides), under the notification (spec p2 §2.6
 * detail view, §2.7 notification detail). Found by `notificationReportRef`; while it loads a
 * spinner, and when it cannot be found or fails to load, nothing (the notification's detail
 * still says what happened). Shown, the report is marked read once, as opening it in the reports
 * dialog does (a failure is silent: the report simply stays 'Nuevo' in the list).
 */
export function NotificationReport({ notification, spyActions, onLeave }: NotificationReportProps) {
  const { t } = useTranslation('common');
  const shellActions = useContext(SpyActionsContext);
  const ref = notificationReportRef(notification);
  const reportId = ref && 'reportId' in ref ? ref.reportId : null;
  const missionId = ref && 'missionId' in ref ? ref.missionId : null;
  const detail = useQuery(reportQueries.detail(reportId));
  const list = useQuery({ ...reportQueries.list(), enabled: missionId !== null });
  const report = reportId !== null ? detail.data : missionId !== null ? findMissionReport(list.data ?? [], missionId) : undefined;
  const loading = reportId !== null ? detail.isPending : missionId !== null && list.isPending;

  const markRead = useMutation(reportMutations.markRead());
  const marked = useRef(new Set<string>());
  const { mutate } = markRead;
  useEffect(() => {
    if (!report || report.is_read || marked.current.has(String(report.id))) return;
    marked.current.add(String(report.id));
    mutate(report.id, { onError: () => marked.current.delete(String(report.id)) });
  }, [report, mutate]);

  if (!ref) return null;
  if (!report) return loading ? <Spinner label={t('loading')} /> : null;
  const actions = spyActions ?? (shellActions ? (plan: SpyPlan) => shellActions(plan, onLeave) : undefined);
  return (
    <div data-testid="notification-report">
      <ReportDetail report={{ ...report, is_read: true }} spyActions={actions} />
    </div>
  );
}
