import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column', background: vars.color.background, color: vars.color.text });
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});
export const brand = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg, color: vars.color.text, textDecoration: 'none', letterSpacing: '0.04em' });
export const nav = style({ flex: '1 1 100%', order: 3, '@media': { 'screen and (min-width: 1500px)': { flex: '1 1 auto', order: 0 } } });
export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised },
    '&[aria-current="page"]': { color: vars.color.primaryText, background: vars.color.primary },
  },
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto' });
export const bell = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});
export const bellBadge = style({ position: 'absolute', top: -4, right: -10 });
export const chip = style({
  display: 'inline-flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.primary }, '&[aria-current="page"]': { borderColor: vars.color.primary } },
});
export const chipName = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });
export const chipMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const main = style({ flex: 1, padding: vars.space.lg, width: '100%', maxWidth: 1440, margin: '0 auto' });
export const skip = style({
  position: 'absolute',
  left: -9999,
  selectors: { '&:focus': { left: vars.space.sm, top: vars.space.sm, zIndex: 100, background: vars.color.surfaceRaised, padding: vars.space.sm } },
});
