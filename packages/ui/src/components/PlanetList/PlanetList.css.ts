import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { focusRing, insetBox, listReset, truncate } from '../../theme/patterns.css';

export const list = style([
  listReset,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  { maxHeight: 420, overflowY: 'auto' },
]);
/** A windowed list's scrolling box: as tall as the plain list may grow. */
export const windowScroller = style({ maxHeight: 420, overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain' });
export const windowList = style([listReset, sprinkles({ position: 'relative', width: 'full' })]);
export const item = style([
  insetBox,
  sprinkles({
    width: 'full',
    display: 'grid',
    rowGap: 'xxs',
    columnGap: 'sm',
    alignItems: 'center',
    paddingY: 'sm',
    paddingX: 'md',
    color: 'text',
  }),
  {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    textAlign: 'start',
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      ...focusRing(2),
      '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
    },
  },
]);
export const name = style([truncate, sprinkles({ fontWeight: 'bold', minWidth: 0 })]);
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, gridColumn: '1 / -1', overflowWrap: 'anywhere' });
