import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { factList, factValue } from '../../theme/patterns.css';

export const page = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });
export const title = sprinkles({ fontSize: 'xl', margin: 'none' });
export const intro = sprinkles({ margin: 'none', color: 'muted' });
export const fleets = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  { gridTemplateColumns: '1fr', '@media': { [media.twoColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);
/** A side's fieldset: the card look without the card's section (a fieldset groups the fields). */
export const fieldset = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md', margin: 'none' }),
  {
    minWidth: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    padding: vars.space.md,
  },
]);
export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });
export const groupTitle = sprinkles({ fontSize: 'sm', margin: 'none', color: 'muted' });
/** Number fields in as many columns as fit. */
export const fields = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', alignItems: 'end' },
]);
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.medium, padding: `${vars.space.xs} 0` });
export const th = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
/** Wide tables scroll inside their card on a phone instead of widening the page. */
export const scroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const facts = factList({ size: 'inherit' });
export const term = sprinkles({ color: 'muted' });
export const value = factValue({ align: 'end', numeric: true, weight: 'bold' });
export const controls = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'flex-end' });
export const status = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });
export const outcomes = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', margin: 'none' }),
  { listStyle: 'none', padding: 0 },
]);
export const statusLine = style({ margin: 0 });
export const runsField = style({ width: '9rem' });
/** A row's heading cell (the unit, the round): read like the other cells, aligned left. */
export const rowHead = style([td, { textAlign: 'left', fontWeight: vars.fontWeight.regular }]);
