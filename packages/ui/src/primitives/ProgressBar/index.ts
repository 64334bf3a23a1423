export { ProgressBar } from './ProgressBar';
export type { ProgressBarProps } from './ProgressBar';
