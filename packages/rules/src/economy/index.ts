export * from './costs';
export * from './buildingGains';
