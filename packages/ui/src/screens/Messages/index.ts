import { MessagesScreen } from './MessagesScreen';

export { MessagesScreen };

/** Route /messages (the app lazy-loads this module's default). */
export default MessagesScreen;
