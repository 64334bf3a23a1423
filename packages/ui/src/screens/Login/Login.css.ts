import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: '1fr',
  background: vars.color.background,
  color: vars.color.text,
  '@media': { [media.desktop]: { gridTemplateColumns: '1.2fr 1fr' } },
});
export const hero = style({
  padding: vars.space.xxl,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.lg,
  background: `radial-gradient(circle at 20% 20%, ${vars.color.surfaceRaised}, ${vars.color.background} 70%)`,
});
export const brand = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold, letterSpacing: '0.04em' });
export const tagline = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0 });
export const features = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });
export const feature = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const featureTitle = style({ fontWeight: vars.fontWeight.bold, display: 'flex', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.fontSize.md });
export const featureText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const panel = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: vars.space.xl });
export const form = style({
  width: 'min(100%, 400px)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  boxShadow: vars.shadow.md,
});
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const toolbar = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });
