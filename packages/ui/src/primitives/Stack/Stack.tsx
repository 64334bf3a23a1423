import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import type { Sprinkles } from '../../theme/sprinkles.css';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection'> {
  /** Space between the children (theme space token, responsive). @default 'md' */
  gap?: Sprinkles['gap'];
  /** Cross-axis alignment of the children. @default 'stretch' */
  align?: Sprinkles['alignItems'];
  children?: ReactNode;
}

/** Children one under the other with an even gap (a vertical flex column). */
export function Stack({ gap = 'md', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={align} minWidth={0} {...props} />;
}
