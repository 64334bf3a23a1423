export { FramedMissionTypeIcon, MissionCard, MissionStatusBadge, MissionTypeIcon, missionIcon, missionIconKey, useMissionTypeDescription, useMissionTypeName, useStatusLabel } from './MissionCard';
export type { MissionCardProps } from './MissionCard';
