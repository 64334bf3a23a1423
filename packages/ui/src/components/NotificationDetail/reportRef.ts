import type { Id, MissionReport, Notification } from '@imperio/api-client';

/** Where a notification's report is: its id, else its mission's id (see `findMissionReport`). */
export type NotificationReportRef = { reportId: Id } | { missionId: Id };

const idOf = (value: unknown): Id | null => {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isFinite(id) ? id : null;
};

/**
 * The mission report a notification is about: `data.report_id` when the server sends it, else
 * `data.mission_id` (the report is then looked up among the loaded reports), else null (a
 * notification without a report, or a backend that sends neither: the detail alone, as before).
 * Both fields are extras beyond spec p2 §3 'Notification' data.
 */
export function notificationReportRef(notification: Notification): NotificationReportRef | null {
  const reportId = idOf(notification.data?.report_id);
  if (reportId !== null) return { reportId };
  const missionId = idOf(notification.data?.mission_id);
  return missionId === null ? null : { missionId };
}

/**
 * The report among `reports` written by mission `missionId`: spec p2 §3 gives a report no
 * mission field, so it is read from `metadata.mission_id` (or a `mission_id` a backend adds).
 * @returns the newest such report, or undefined
 */
export function findMissionReport(reports: readonly MissionReport[], missionId: Id): MissionReport | undefined {
  return reports.find((report) => {
    const extra = report as MissionReport & { mission_id?: unknown };
    return idOf(report.metadata?.mission_id) === missionId || idOf(extra.mission_id) === missionId;
  });
}
