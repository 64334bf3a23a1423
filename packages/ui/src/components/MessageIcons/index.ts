export { CategoryIcon, NotificationTypeIcon, normalPriority, notificationTypeTone } from './MessageIcons';
export type { CategoryIconProps } from './MessageIcons';
