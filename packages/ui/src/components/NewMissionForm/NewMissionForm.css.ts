import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem', alignItems: 'start' } },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5em',
  height: '1.5em',
  marginInlineEnd: vars.space.xs,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.xs,
});
export const row = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))' });
export const choices = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' });
export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const choiceText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const choiceName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, fontWeight: vars.fontWeight.medium });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const speed = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const range = style({ flex: 1, accentColor: vars.color.primary });
export const speedValue = style({ minWidth: '4rem', textAlign: 'end', fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const ships = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' });
export const notAvailable = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
export const preview = style({ position: 'sticky', top: vars.space.md });
export const facts = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, textAlign: 'end', fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums' });
export const issues = style({ margin: 0, paddingInlineStart: vars.space.lg });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
