import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const route = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  background: vars.color.surface,
});
export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const rowTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap', fontWeight: vars.fontWeight.bold });
export const rowMeta = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xxs} ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** A 44 px tap target on touch screens (the 'sm' button is 28 px). */
export const touch = style({ '@media': { '(pointer: coarse)': { minHeight: 44, minWidth: 44 } } });
