import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tapTarget } from '../../theme/tokens';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted });
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 38,
  ...tapTarget,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.55, cursor: 'not-allowed' } },
});
export const content = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space.xs,
  zIndex: 70,
  minWidth: 'var(--radix-select-trigger-width)',
});
export const item = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  ...tapTarget,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: { '&[data-highlighted]': { background: vars.color.primary, color: vars.color.primaryText } },
});
