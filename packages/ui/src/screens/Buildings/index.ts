import { BuildingsScreen } from './BuildingsScreen';

export { BuildingsScreen };

/** Route /buildings (the app lazy-loads this module's default). */
export default BuildingsScreen;
