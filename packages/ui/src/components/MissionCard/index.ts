export { MissionCard, missionIcon, missionIconKey, clockText } from './MissionCard';
export type { MissionCardProps } from './MissionCard';
