export * from './enums';
// Request bodies (schemas/requests.ts) are not here: the client sends them and never parses them, so
// they stay out of the lazily loaded answer schemas (the demo and the contract import them directly).
export * from './common';
export * from './user';
export * from './planet';
export * from './notification';
export * from './ships';
export * from './defenses';
export * from './resources';
export * from './mission';
export * from './messages';
export * from './galaxy';
export * from './buildings';
export * from './research';
