import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';

/** The whole screen, above the shell (the pop-ups' region is z-index 40). */
export const sheet = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    position: 'fixed',
    inset: 0,
    zIndex: 51,
    background: vars.color.background,
    color: vars.color.text,
    overflowX: 'hidden',
  },
]);
export const bar = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', paddingX: 'sm' }),
  {
    minHeight: '56px',
    borderBottom: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
  },
]);
export const back = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const body = style({ flex: 1, minWidth: 0, overflowY: 'auto', padding: vars.space.md });
