export { ResourceTicker } from './ResourceTicker';
export type { ResourceTickerProps } from './ResourceTicker';
