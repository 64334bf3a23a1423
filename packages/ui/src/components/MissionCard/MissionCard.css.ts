import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: 4,
  background: vars.color.surfaceSunken,
  minWidth: 0,
  height: '100%',
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.round,
  border: '2px solid',
  borderColor: vars.color.border,
  background: vars.color.surface,
  color: vars.color.text,
  flexShrink: 0,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold, flex: 1, minWidth: 0 });
export const route = style({ fontSize: vars.fontSize.sm, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const timeRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const time = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(110px, 1fr))', gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm });
export const fact = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
export const ships = style({ listStyle: 'none', margin: 0, padding: 0 });
export const footer = style({ display: 'flex', justifyContent: 'flex-end', marginTop: 'auto' });
/** A 44 px tap target on touch screens (the 'sm' button is 28 px). */
export const touch = style({ '@media': { '(pointer: coarse)': { minHeight: 44, minWidth: 44 } } });
