export * from './ResearchCard';
