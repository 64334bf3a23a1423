export { NotificationDetail } from './NotificationDetail';
export type { NotificationDetailProps } from './NotificationDetail';
