import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.round,
  height: 8,
  width: '100%',
});
export const indicator = style({
  background: vars.color.primary,
  height: '100%',
  width: '100%',
  transition: `transform ${vars.duration.normal}`,
});
