export * from './BuildingCard';
