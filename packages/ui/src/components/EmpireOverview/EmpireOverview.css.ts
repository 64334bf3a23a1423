import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';
import { layoutBreakpoints } from '../../theme/tokens';

const wide = `screen and (min-width: ${layoutBreakpoints.tablet}px)`;

/** The table from 768 px up; the cards below it (no sideways scroll on phones). */
export const tableWrap = style([
  surface({ padding: 'none' }),
  { display: 'none', overflowX: 'auto', '@media': { [wide]: { display: 'block' } } },
]);
export const cards = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', padding: 'none', margin: 'none' }),
  { listStyle: 'none', '@media': { [wide]: { display: 'none' } } },
]);
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:first-child': { textAlign: 'left' } },
});
export const sortButton = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs', fontWeight: 'medium' }),
  { background: 'none', border: 'none', color: vars.color.textMuted, cursor: 'pointer', minHeight: 44, padding: 0, font: 'inherit' },
]);
export const planetButton = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'sm', fontWeight: 'medium' }),
  {
    background: 'none',
    border: 'none',
    color: vars.color.primary,
    cursor: 'pointer',
    minHeight: 44,
    padding: 0,
    font: 'inherit',
    textAlign: 'left',
    textDecoration: 'underline',
  },
]);
export const card = style([surface({ padding: 'md' }), sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' })]);
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted });
/** A term and its value, grouped for the list's semantics without a box of their own. */
export const group = style({ display: 'contents' });
