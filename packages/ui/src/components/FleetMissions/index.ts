export { FleetMissionCard, MissionHistory, MissionStatusBadge, MissionTypeIcon, useStatusLabel } from './FleetMissions';
export type { FleetMissionCardProps, MissionHistoryProps } from './FleetMissions';
