export { MissionHistory } from './MissionHistory';
export type { MissionHistoryProps } from './MissionHistory';
