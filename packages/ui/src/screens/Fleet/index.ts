import { FleetScreen } from './FleetScreen';

export { FleetScreen };

/** Route /fleet (the app lazy-loads this module's default). */
export default FleetScreen;
