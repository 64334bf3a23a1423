export * from './planetTypes';
