import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const list = style([
  sprinkles({ display: 'grid', rowGap: 'xs', columnGap: 'lg', margin: 'none', fontSize: 'sm' }),
  { gridTemplateColumns: 'max-content 1fr' },
]);
export const term = sprinkles({ color: 'muted' });
export const value = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', minWidth: 0, fontWeight: 'medium' }),
  { margin: 0 },
]);
export const fields = styleVariants({
  green: { color: vars.color.success },
  yellow: { color: vars.color.warning },
  red: { color: vars.color.danger },
});
export const fieldsBar = style({
  height: 6,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});
export const fieldsFill = styleVariants({
  green: { height: '100%', background: vars.color.success },
  yellow: { height: '100%', background: vars.color.warning },
  red: { height: '100%', background: vars.color.danger },
});
export const hint = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const factors = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm', margin: 'none', padding: 'none' }),
  { listStyle: 'none' },
]);
