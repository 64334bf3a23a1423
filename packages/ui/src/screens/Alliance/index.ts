import { AllianceScreen } from './AllianceScreen';

export { AllianceScreen, ALLIANCE_SAMPLE } from './AllianceScreen';

/** Route /alliance (spec p2 §2.12): the alliance placeholder. */
export default AllianceScreen;
