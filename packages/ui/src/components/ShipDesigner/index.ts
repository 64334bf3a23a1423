export { ShipDesigner } from './ShipDesigner';
export type { ShipDesignerProps } from './ShipDesigner';
