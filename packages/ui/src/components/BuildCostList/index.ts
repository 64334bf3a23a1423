export * from './BuildCostList';
