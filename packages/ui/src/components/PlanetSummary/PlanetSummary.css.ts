import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0, fontSize: vars.fontSize.sm });
export const term = style({ color: vars.color.textMuted });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const fields = styleVariants({
  green: { color: vars.color.success },
  yellow: { color: vars.color.warning },
  red: { color: vars.color.danger },
});
export const fieldsBar = style({ height: 6, borderRadius: vars.radius.round, background: vars.color.surfaceSunken, overflow: 'hidden', border: `1px solid ${vars.color.border}` });
export const fieldsFill = styleVariants({
  green: { height: '100%', background: vars.color.success },
  yellow: { height: '100%', background: vars.color.warning },
  red: { height: '100%', background: vars.color.danger },
});
export const hint = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
export const factors = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
