import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxHeight: 420, overflowY: 'auto' });
/** A windowed list's scrolling box: as tall as the plain list may grow. */
export const windowScroller = style({ maxHeight: 420, overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain' });
export const windowList = style({ listStyle: 'none', margin: 0, padding: 0, position: 'relative', width: '100%' });
export const item = style({
  width: '100%',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  alignItems: 'center',
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
  },
});
export const name = style({ fontWeight: vars.fontWeight.bold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, gridColumn: '1 / -1', overflowWrap: 'anywhere' });
