export { NotificationPopup } from './NotificationPopup';
export type { NotificationPopupProps } from './NotificationPopup';
export { notificationTone } from './tone';
export type { NotificationTone } from './tone';
