import { DesignerScreen } from './DesignerScreen';

export { DesignerScreen } from './DesignerScreen';
export type { DesignerScreenProps, DesignerTab } from './DesignerScreen';

/** Route /feature1 (spec p2 §2.9): the ship designer and navigation simulator. */
export default DesignerScreen;
