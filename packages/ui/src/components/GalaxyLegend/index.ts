export { GalaxyLegend } from './GalaxyLegend';
