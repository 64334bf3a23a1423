export { PlanetSwitcher } from './PlanetSwitcher';
export type { PlanetSwitcherProps } from './PlanetSwitcher';
export { neighbourPlanet, planetLabel } from './planetCycle';
