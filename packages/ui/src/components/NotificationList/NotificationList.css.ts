import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const item = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised, borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-current="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
    '&[data-unread="true"]': { borderLeft: `3px solid ${vars.color.primary}` },
  },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const title = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '[data-unread="true"] &': { fontWeight: vars.fontWeight.bold } },
});
export const message = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const side = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
