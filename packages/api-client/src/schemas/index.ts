export * from './common';
export * from './user';
export * from './planet';
export * from './notification';
export * from './resources';
export * from './mission';
export * from './messages';
