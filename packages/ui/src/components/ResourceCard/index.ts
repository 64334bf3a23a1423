export { ResourceCard, RESOURCE_ICONS } from './ResourceCard';
export type { ResourceCardProps } from './ResourceCard';
export { durationText } from './resourceText';
