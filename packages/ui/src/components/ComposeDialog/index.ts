export { ComposeDialog } from './ComposeDialog';
export type { ComposeDialogProps, ComposeDraftContext, ComposeSubmit } from './ComposeDialog';
