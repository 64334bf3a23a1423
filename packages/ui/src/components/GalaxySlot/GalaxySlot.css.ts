import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { sprinkles } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';
import { listReset, toneColor } from '../../theme/patterns.css';
import { slotButton, slotVariants } from './slotBase.css';

export const slot = recipe({
  // The font size stays here, after the button's `font: inherit`, not in an atom it would reset.
  base: [
    slotButton,
    sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 'xxs', padding: 'sm' }),
    {
      minHeight: '9.5rem',
      fontSize: vars.fontSize.xs,
      borderTopWidth: '4px',
      transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
    },
  ],
  variants: slotVariants('borderTopColor'),
  defaultVariants: { kind: 'empty', highlighted: false },
});
export type SlotVariants = RecipeVariants<typeof slot>;

export const head = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'xs' });
export const position = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const muted = sprinkles({ color: 'muted' });
export const row = sprinkles({ display: 'flex', justifyContent: 'space-between', gap: 'xs', flexWrap: 'wrap' });
export const debris = style({
  marginTop: 'auto',
  paddingTop: vars.space.xxs,
  borderTop: `1px dashed ${vars.color.debris}`,
  color: vars.color.text,
});
export const debrisTitle = style({ color: vars.color.debris, fontWeight: vars.fontWeight.bold });
export const tone = recipe({ variants: { tone: toneColor } });
export const tooltipList = style([listReset, sprinkles({ display: 'grid', gap: 'xxs' })]);
