import { ProfileScreen } from './ProfileScreen';

export { ProfileScreen };

/** Route /profile (the app lazy-loads this module's default). */
export default ProfileScreen;
