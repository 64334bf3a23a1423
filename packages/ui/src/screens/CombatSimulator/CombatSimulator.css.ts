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
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const th = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: `${vars.space.xs} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const num = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const facts = factList({ size: 'inherit' });
export const term = sprinkles({ color: 'muted' });
export const value = factValue({ align: 'end', numeric: true, weight: 'bold' });
export const controls = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'center' });
export const status = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' });
