import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';

export const card = style({
  width: '100%',
  textAlign: 'left',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  cursor: 'pointer',
  font: 'inherit',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
// A long name or status (German, +40 %) wraps the badge under the name instead of pushing it out of the card.
export const row = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm });
export const name = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  { fontWeight: vars.fontWeight.bold, minWidth: 0, overflowWrap: 'anywhere' },
]);
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
