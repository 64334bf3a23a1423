export { UnitCatalogue } from './UnitCatalogue';
export type { UnitCatalogueProps } from './UnitCatalogue';
export { BuildPanel } from './BuildPanel';
export { BuildQueue } from './BuildQueue';
export { StockList } from './StockList';
export { UnitCard, CostList } from './UnitCard';
export { projectQueue, nextQueueEvent, formatCountdown } from './queueView';
export type { QueueItemView, ProjectedQueueItem, QueueStatus } from './queueView';
export type { UnitTypeView, StockView, UnitKind } from './types';
