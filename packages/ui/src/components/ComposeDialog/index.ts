export { ComposeDialog } from './ComposeDialog';
export type { ComposeDialogProps, ComposeSubmit } from './ComposeDialog';
