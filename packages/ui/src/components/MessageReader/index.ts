export { MessageReader } from './MessageReader';
export type { MessageReaderProps } from './MessageReader';
export { SafeHtml } from './SafeHtml';
export type { SafeHtmlProps } from './SafeHtml';
