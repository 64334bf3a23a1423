export { Columns } from './Columns';
export type { ColumnsProps } from './Columns';
