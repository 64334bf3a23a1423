import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tapTarget } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';

export const field = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });
export const label = sprinkles({ fontSize: 'sm', fontWeight: 'medium', color: 'muted' });
export const input = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  minHeight: '38px',
  ...tapTarget,
  selectors: {
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&::placeholder': { color: vars.color.textMuted },
  },
});
export const hint = sprinkles({ fontSize: 'xs', color: 'muted' });
export const error = sprinkles({ fontSize: 'xs', color: 'danger' });
