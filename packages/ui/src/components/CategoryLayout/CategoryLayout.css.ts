import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { stickySide } from '../../theme/patterns.css';

/** One column on phones and tablets; on desktops the tabs beside a side column of a fixed width. */
export const layout = recipe({
  base: { display: 'grid', gridTemplateColumns: '1fr', gap: vars.space.lg, alignItems: 'start' },
  variants: {
    side: {
      narrow: { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' } } },
      wide: { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' } } },
    },
  },
  defaultVariants: { side: 'narrow' },
});
export const main = style({ minWidth: 0 });
/** The side column: it sticks under the shell's top on desktops (theme/patterns stickySide). */
export const side = stickySide;
