import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer', fontSize: vars.fontSize.sm });
export const box = style({
  width: 18,
  height: 18,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
