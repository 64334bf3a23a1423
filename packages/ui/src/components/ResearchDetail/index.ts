export * from './ResearchDetail';
