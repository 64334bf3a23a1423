export { MessageList, MessageRow, MessageBulkBar, messageParty, canReply } from './MessageList';
export type { MessageListProps, MessageRowProps, MessageBulkBarProps } from './MessageList';
