export { SpyActions } from './SpyActions';
