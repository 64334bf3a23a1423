import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { resourceText } from '../../theme/patterns.css';

export const ticker = style([
  sprinkles({ display: 'grid', gap: 'sm', margin: 'none', paddingY: 'sm', paddingX: 'md', background: 'sunken', borderRadius: 'lg' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', border: `1px solid ${vars.color.border}` },
]);
export const item = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', minWidth: 0 });
export const icon = styleVariants(resourceText, (colour) => [colour, sprinkles({ flexShrink: 0 })]);
export const label = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs', fontSize: 'xs', color: 'muted', margin: 'none' });
export const value = style([
  sprinkles({ margin: 'none', fontWeight: 'bold', display: 'flex', gap: 'xs', alignItems: 'baseline', flexWrap: 'wrap' }),
  { fontVariantNumeric: 'tabular-nums' },
]);
export const rate = sprinkles({ fontSize: 'xs', fontWeight: 'regular', color: 'muted' });
export const negative = sprinkles({ color: 'danger' });
