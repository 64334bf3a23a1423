import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import type { Sprinkles } from '../../theme/sprinkles.css';

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns'> {
  /**
   * The grid's columns, per condition: a count (1–4 equal columns) or `'mainAside'` (a main
   * column and a fixed aside). @default { mobile: 1, tablet: 2 }
   */
  columns?: Sprinkles['gridTemplateColumns'];
  /** Space between cells. @default 'lg' */
  gap?: Sprinkles['gap'];
  children?: ReactNode;
}

/**
 * Children in a responsive grid: one column on phones by default, more from `tablet`/`desktop`.
 * Columns shrink to their content's minimum, so nothing scrolls sideways.
 */
export function Columns({ columns = { mobile: 1, tablet: 2 }, gap = 'lg', ...props }: ColumnsProps) {
  return <Box display="grid" gridTemplateColumns={columns} gap={gap} {...props} />;
}
