import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { keyCap } from '../../theme/patterns.css';

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th`, { textAlign: 'left', color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, padding: vars.space.xs });
globalStyle(`${table} td`, { padding: vars.space.xs, borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${table} tr[data-disabled] td`, { opacity: 0.6 });
export const keys = style({ whiteSpace: 'nowrap', width: '1%', paddingRight: vars.space.lg });
export const kbd = style([
  keyCap,
  {
    display: 'inline-block',
    minWidth: 28,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    border: `1px solid ${vars.color.border}`,
    borderBottomWidth: 2,
    background: vars.color.surfaceRaised,
  },
]);
