export { GalaxySlot, usePlanetTypeLabel } from './GalaxySlot';
export type { GalaxySlotProps } from './GalaxySlot';
