export * from './BuildingDetail';
