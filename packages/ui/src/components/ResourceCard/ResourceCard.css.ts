import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const swatch = styleVariants({
  metal: { color: vars.color.metal },
  crystal: { color: vars.color.crystal },
  deuterium: { color: vars.color.deuterium },
  energy: { color: vars.color.energy },
});
export const name = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const amount = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  margin: 0,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
export const negative = style({ color: vars.color.danger });
// One line each, start-aligned: a right-aligned figure would move when its width changes on load.
export const meta = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const status = style({ minHeight: '1.6em', display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm });
export const placeholder = style({ color: vars.color.textMuted });
/** The fill bar's box (ProgressBar: 8 px with a border) before the stock is known. */
export const fillPlaceholder = style({
  height: 8,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
