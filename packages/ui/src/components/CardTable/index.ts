export { CardTable } from './CardTable';
export type { CardTableColumn, CardTableProps } from './CardTable';
