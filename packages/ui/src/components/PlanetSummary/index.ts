export { PlanetSummary, usePlanetTypeLabel } from './PlanetSummary';
export type { PlanetSummaryProps } from './PlanetSummary';
