export { ReportDetail, ReportList, ReportReadBadge, ReportStats } from './MissionReports';
export type { ReportDetailProps, ReportListProps } from './MissionReports';
export { SpyActionsContext } from './spyActionsContext';
export type { SpyActionsRenderer } from './spyActionsContext';
