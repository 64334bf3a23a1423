export { EntityIcon } from './EntityIcon';
export type { EntityIconProps } from './EntityIcon';
export { entityIcon, ENTITY_ICONS, FALLBACK_ICONS } from './entityIcons';
export type { IconKind } from './entityIcons';
