import { DashboardScreen } from './DashboardScreen';

export { DashboardScreen, RANK_PLACEHOLDER } from './DashboardScreen';

/** Route /dashboard (the app lazy-loads this module's default). */
export default DashboardScreen;
