import type { ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import type { Sprinkles } from '../../theme/sprinkles.css';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap'> {
  /** Space between the children (theme space token, responsive). @default 'sm' */
  gap?: Sprinkles['gap'];
  /** Vertical alignment of the children. @default 'center' */
  align?: Sprinkles['alignItems'];
  /** Horizontal distribution. @default 'flex-start' */
  justify?: Sprinkles['justifyContent'];
  /** Wrap onto more lines when the row is too narrow (never scroll sideways). @default true */
  wrap?: boolean;
  children?: ReactNode;
}

/** Children side by side with an even gap, wrapping on narrow screens (a horizontal flex row). */
export function Inline({ gap = 'sm', align = 'center', justify = 'flex-start', wrap = true, ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      minWidth={0}
      {...props}
    />
  );
}
