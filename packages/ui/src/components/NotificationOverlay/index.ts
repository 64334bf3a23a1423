export { NotificationOverlay } from './NotificationOverlay';
export type { NotificationOverlayProps } from './NotificationOverlay';
