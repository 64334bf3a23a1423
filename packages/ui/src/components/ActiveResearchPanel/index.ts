export * from './ActiveResearchPanel';
