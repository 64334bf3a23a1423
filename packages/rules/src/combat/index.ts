export * from './units';
export * from './rapidFire';
export * from './battle';
export * from './loot';
export * from './simulate';
