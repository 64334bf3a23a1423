import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';
import { vars } from '../../theme/contract.css';

export const list = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { listStyle: 'none', margin: 0, padding: 0 },
]);
export const item = style({
  display: 'grid',
  // The name's column may shrink below its longest word (it wraps): a long name or status in a
  // narrow column (German, +40 %) stays inside the row.
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
export const position = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    width: '2em',
    height: '2em',
    borderRadius: vars.radius.round,
    background: vars.color.surfaceRaised,
    fontWeight: vars.fontWeight.bold,
    fontVariantNumeric: 'tabular-nums',
  },
]);
export const name = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs' }),
  { fontWeight: vars.fontWeight.medium, verticalAlign: 'middle', overflowWrap: 'anywhere' },
]);
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
export const cost = style({ gridColumn: '2 / -1' });
export const time = style({ fontVariantNumeric: 'tabular-nums', fontSize: vars.fontSize.sm, textAlign: 'right' });
