import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, color: vars.color.textMuted });
export const circle = style({
  width: '1.25em',
  height: '1.25em',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});
export const fullscreen = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.lg,
  background: vars.color.background,
});
