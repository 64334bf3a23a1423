export { NotificationOverlay } from './NotificationOverlay';
export type { NotificationOverlayProps } from './NotificationOverlay';
export { NotificationDialog } from './NotificationDialog';
export type { NotificationDialogProps } from './NotificationDialog';
