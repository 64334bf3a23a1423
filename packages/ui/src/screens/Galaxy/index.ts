import { GalaxyScreen } from './Galaxy';

export { GalaxyScreen };

/** Route /galaxy (the app lazy-loads this module's default). */
export default GalaxyScreen;
