import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 1100 });
export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.primaryText,
  flexShrink: 0,
});
export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, flex: '1 1 16rem', minWidth: 0 });
export const name = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });
export const empire = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const since = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const heroActions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const details = style({ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space.lg, rowGap: vars.space.sm, margin: 0 });
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const stats = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', gap: vars.space.sm, margin: 0 });
export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});
export const statValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const statLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
