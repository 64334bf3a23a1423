export { QueueStrip } from './QueueStrip';
export type { QueueStripProps } from './QueueStrip';
