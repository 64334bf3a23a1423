import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';

export const card = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  {
    width: '100%',
    textAlign: 'left',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    padding: vars.space.md,
    cursor: 'pointer',
    font: 'inherit',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
]);
// A long name (German, +40 %) wraps inside the card instead of pushing the badge out of it.
export const name = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  { fontWeight: vars.fontWeight.bold, minWidth: 0, overflowWrap: 'anywhere' },
]);
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
