export { NavigationSimulator } from './NavigationSimulator';
export type { NavigationSimulatorProps, NavigationState } from './NavigationSimulator';
export { AnalysisPanel } from './AnalysisPanel';
export type { AnalysisPanelProps } from './AnalysisPanel';
