export {
  CancelMissionButton,
  FramedMissionTypeIcon,
  MissionCard,
  MissionStatusBadge,
  MissionTypeIcon,
  missionIcon,
  missionIconKey,
  useMissionTypeDescription,
  useMissionTypeName,
  useStatusLabel,
} from './MissionCard';
export type { MissionCardProps } from './MissionCard';
export { usePlayerClock } from './usePlayerClock';
export { MissionClockTimes, MissionRoute, useMissionText } from './MissionParts';
