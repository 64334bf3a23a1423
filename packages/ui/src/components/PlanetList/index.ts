export { PlanetList } from './PlanetList';
export type { PlanetListProps } from './PlanetList';
