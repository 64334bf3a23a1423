export { SystemSidePanel } from './SystemSidePanel';
export type { SystemSidePanelProps } from './SystemSidePanel';
