export { GalaxySlot, usePlanetTypeLabel } from './GalaxySlot';
export type { GalaxySlotProps } from './GalaxySlot';
export { GalaxySlotRow } from './GalaxySlotRow';
export type { GalaxySlotRowProps } from './GalaxySlotRow';
