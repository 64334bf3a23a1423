import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';

export const page = style({ maxWidth: 1100 });
export const hero = style([surface(), sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'lg' })]);
export const avatar = style([
  sprinkles({ display: 'inline-flex', placeItems: 'center', flexShrink: 0 }),
  {
    width: 64,
    height: 64,
    borderRadius: vars.radius.round,
    background: vars.color.primary,
    color: vars.color.primaryText,
  },
]);
export const identity = style({ flex: '1 1 16rem' });
export const name = sprinkles({ margin: 'none', fontSize: 'xl', overflowWrap: 'anywhere' });
export const empire = sprinkles({ margin: 'none', color: 'text', fontWeight: 'medium', overflowWrap: 'anywhere' });
export const since = sprinkles({ margin: 'none', color: 'muted', fontSize: 'sm' });
export const details = style([
  sprinkles({ display: 'grid', columnGap: 'lg', rowGap: 'sm', margin: 'none' }),
  { gridTemplateColumns: 'max-content minmax(0, 1fr)' },
]);
export const term = sprinkles({ color: 'muted', fontSize: 'sm' });
export const value = sprinkles({ margin: 'none', overflowWrap: 'anywhere' });
export const stats = style([
  sprinkles({ display: 'grid', gap: 'sm', margin: 'none' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))' },
]);
export const stat = style([
  surface({ tone: 'sunken', padding: 'md' }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }),
  { borderRadius: vars.radius.md },
]);
export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const statLabel = sprinkles({ fontSize: 'xs', color: 'muted' });
export const alertsText = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'xs' }),
  { margin: 0, color: vars.color.textMuted },
]);
export const alertsNote = sprinkles({ margin: 'none', fontSize: 'sm', color: 'warning' });
