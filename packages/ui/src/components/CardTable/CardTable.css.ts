import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/** Below 768 px (`media.phone`) the rows become cards: no sideways scroll on phones. */
export const wrap = style({ minWidth: 0, '@media': { 'screen and (min-width: 768px)': { overflowX: 'auto' } } });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [media.phone]: { display: 'block', fontSize: vars.fontSize.md } },
});
export const head = style({
  '@media': {
    // Visually hidden on phones: each cell names its column instead; screen readers keep it.
    [media.phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});
export const body = style({
  '@media': { [media.phone]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm } },
});
export const row = style({
  '@media': {
    [media.phone]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surfaceSunken,
    },
  },
});
export const th = style({
  textAlign: 'left',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const cell = style({
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  '@media': {
    [media.phone]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'center',
      gap: vars.space.md,
      padding: 0,
      border: 'none',
      whiteSpace: 'normal',
      minHeight: '28px',
      selectors: { '&::before': { content: 'attr(data-label)', color: vars.color.textMuted } },
    },
  },
});
/** The row's name: a card's title on phones. */
export const rowHeader = style({
  fontWeight: vars.fontWeight.medium,
  '@media': { [media.phone]: { fontWeight: vars.fontWeight.bold, selectors: { '&::before': { content: 'none' } } } },
});
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
