export * from './missions';
export * from './flight';
export * from './limits';
