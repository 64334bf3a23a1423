export * from './duration';
export * from './buildTime';
