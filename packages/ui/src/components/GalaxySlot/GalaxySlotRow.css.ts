import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { sprinkles } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';
import { slotButton, slotVariants } from './slotBase.css';
import { truncate } from '../../theme/patterns.css';

export const row = recipe({
  // The font size stays here, after the button's `font: inherit`, not in an atom it would reset.
  base: [
    slotButton,
    sprinkles({ position: 'relative', display: 'grid', alignItems: 'center', gap: 'sm', paddingY: 'xs', paddingX: 'sm' }),
    { gridTemplateColumns: '2rem minmax(0, 1fr) auto auto', minHeight: '3.5rem', fontSize: vars.fontSize.md, borderLeftWidth: '4px' },
  ],
  variants: slotVariants('borderLeftColor'),
  defaultVariants: { kind: 'empty', highlighted: false },
});

export const position = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const body = sprinkles({ display: 'grid', gap: 'xxs', minWidth: 0 });
export const name = style([truncate, sprinkles({ fontWeight: 'bold' })]);
export const owner = style([truncate, sprinkles({ color: 'muted' })]);
export const debris = style([sprinkles({ display: 'inline-flex' }), { color: vars.color.debris }]);
export const chevron = sprinkles({ color: 'muted' });
