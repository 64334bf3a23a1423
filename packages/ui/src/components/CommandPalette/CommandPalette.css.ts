import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { keyCap } from '../../theme/patterns.css';

export const overlay = style({ position: 'fixed', inset: 0, zIndex: 70, background: 'rgba(0, 0, 0, 0.5)' });
export const content = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    position: 'fixed',
    top: 'min(12vh, 96px)',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 71,
    width: 'min(640px, calc(100vw - 16px))',
    maxHeight: 'calc(100dvh - min(12vh, 96px) - 16px)',
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    overflow: 'hidden',
  },
]);
export const command = style([sprinkles({ display: 'flex', flexDirection: 'column' }), { minHeight: 0 }]);
export const input = style({
  width: '100%',
  minHeight: 52,
  padding: `0 ${vars.space.lg}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});
export const list = style({ overflowY: 'auto', maxHeight: 'min(60vh, 420px)', padding: vars.space.xs });
export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });
export const group = style({});
globalStyle(`${group} [cmdk-group-heading]`, {
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
export const item = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm' }),
  {
    minHeight: 44,
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    selectors: {
      '&[data-selected="true"]': {
        background: vars.color.primary,
        color: vars.color.primaryText,
        outline: `2px solid ${vars.color.focus}`,
        outlineOffset: -2,
      },
      '&[data-current]': { fontWeight: vars.fontWeight.bold },
    },
  },
]);
export const icon = style({ flex: '0 0 auto' });
export const label = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const meta = style({ fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums', opacity: 0.85 });
export const kbd = style([keyCap, { minWidth: 24, padding: `0 ${vars.space.xs}`, border: `1px solid currentColor`, opacity: 0.85 }]);
