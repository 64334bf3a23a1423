import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const root = style([
  sprinkles({ position: 'relative', background: 'sunken', borderRadius: 'round', width: 'full' }),
  { overflow: 'hidden', border: `1px solid ${vars.color.border}`, height: 8 },
]);
export const indicator = style({
  background: vars.color.primary,
  height: '100%',
  width: '100%',
  transition: `transform ${vars.duration.normal}`,
});
