export { DetailSheet } from './DetailSheet';
export type { DetailSheetProps } from './DetailSheet';
