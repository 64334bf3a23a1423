export { ResourceBar } from './ResourceBar';
export type { ResourceBarProps } from './ResourceBar';
