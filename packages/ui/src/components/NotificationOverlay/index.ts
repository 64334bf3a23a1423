export { NotificationOverlay } from './NotificationOverlay';
export type { NotificationOverlayProps } from './NotificationOverlay';
export { LazyNotificationDialog } from './LazyNotificationDialog';
export type { NotificationDialogProps } from './NotificationDialog';
