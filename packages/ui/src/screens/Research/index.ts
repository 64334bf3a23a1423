import { ResearchScreen } from './ResearchScreen';

export { ResearchScreen };

/** Route /research (the app lazy-loads this module's default). */
export default ResearchScreen;
