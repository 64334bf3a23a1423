export * from './BuildQueueList';
