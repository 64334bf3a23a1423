export { MissionCard, missionIconKey, clockText } from './MissionCard';
export type { MissionCardProps } from './MissionCard';
