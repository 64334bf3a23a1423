import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const ticker = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const icon = styleVariants({
  metal: { color: vars.color.metal, flexShrink: 0 },
  crystal: { color: vars.color.crystal, flexShrink: 0 },
  deuterium: { color: vars.color.deuterium, flexShrink: 0 },
  energy: { color: vars.color.energy, flexShrink: 0 },
});
export const label = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums', display: 'flex', gap: vars.space.xs, alignItems: 'baseline', flexWrap: 'wrap' });
export const rate = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const negative = style({ color: vars.color.danger });
