export { NotificationDetail } from './NotificationDetail';
export type { NotificationDetailProps } from './NotificationDetail';
// NotificationReport (the report view) is imported from its file, lazily where it joins the shell.
export { findMissionReport, notificationReportRef } from './reportRef';
export type { NotificationReportRef } from './reportRef';
