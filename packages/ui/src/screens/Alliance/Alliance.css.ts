import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';
import { placeholderBox } from '../../theme/patterns.css';

export const page = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });
export const title = sprinkles({ fontSize: 'xl', margin: 'none' });
export const intro = sprinkles({ margin: 'none', color: 'muted' });
export const stats = style([
  sprinkles({ display: 'grid', gap: 'lg', margin: 'none' }),
  { gridTemplateColumns: '1fr', '@media': { [media.twoColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
]);
export const stat = style([surface(), sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' })]);
export const statLabel = sprinkles({ color: 'muted', fontSize: 'sm' });
export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const chat = style([placeholderBox, sprinkles({ gap: 'sm' }), { minHeight: '160px' }]);
