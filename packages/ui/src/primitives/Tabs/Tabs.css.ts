import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { tapTarget } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';

export const list = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xs', marginBottom: 'md' }),
  { borderBottom: `1px solid ${vars.color.border}` },
]);
export const trigger = style([
  sprinkles({ display: 'inline-flex', gap: 'xs', alignItems: 'center' }),
  {
    background: 'transparent',
    border: 'none',
    borderBottom: '2px solid transparent',
    padding: `${vars.space.sm} ${vars.space.md}`,
    color: vars.color.textMuted,
    cursor: 'pointer',
    fontWeight: vars.fontWeight.medium,
    ...tapTarget,
    selectors: {
      '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
      '&:hover': { color: vars.color.text },
    },
  },
]);
