export { ReportDetail, ReportList, ReportReadBadge, ReportStats } from './MissionReports';
export type { ReportDetailProps, ReportListProps } from './MissionReports';
