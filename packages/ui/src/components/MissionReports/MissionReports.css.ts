import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', maxHeight: '55vh', overflowY: 'auto' });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[data-unread="true"]': { borderInlineStartWidth: 4, borderInlineStartColor: vars.color.primary },
  },
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const title = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const preview = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const side = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs, fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const detailHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const detailTitle = style({ margin: 0, fontSize: vars.fontSize.lg, flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const content = style({ margin: 0, whiteSpace: 'pre-wrap', lineHeight: vars.lineHeight.normal, overflowWrap: 'anywhere' });
export const meta = style({ display: 'grid', gridTemplateColumns: 'minmax(8rem, auto) 1fr', gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0, fontSize: vars.fontSize.sm });
export const metaKey = style({ color: vars.color.textMuted });
export const metaValue = style({ margin: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' });
export const stats = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const stat = style({ display: 'flex', flexDirection: 'column' });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
/** A 44 px tap target on touch screens (the 'sm' button is 28 px). */
export const touch = style({ '@media': { '(pointer: coarse)': { minHeight: 44, minWidth: 44 } } });
