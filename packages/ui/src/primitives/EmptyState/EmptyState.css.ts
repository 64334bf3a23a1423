import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 'sm', padding: 'xl' }),
  {
    color: vars.color.textMuted,
    border: `1px dashed ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
]);
export const title = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium, margin: 0 });
