import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const stats = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const stat = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const statValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
export const chat = style({
  minHeight: '160px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  padding: vars.space.lg,
  textAlign: 'center',
});
