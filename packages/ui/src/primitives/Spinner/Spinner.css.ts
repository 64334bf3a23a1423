import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'sm', color: 'muted' });
export const circle = style({
  width: '1.25em',
  height: '1.25em',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});
export const fullscreen = style([
  sprinkles({ display: 'flex', placeItems: 'center', fontSize: 'lg', background: 'page' }),
  { minHeight: '100vh' },
]);
