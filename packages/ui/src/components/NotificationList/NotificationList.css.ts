import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { buttonReset, focusRing, inboxRow, listReset, truncate } from '../../theme/patterns.css';

export const list = style([listReset, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' })]);
/** A button row: the reset comes first, so `inboxRow` and the grid below restyle it (no atoms: the reset would undo them). */
export const item = style([
  buttonReset,
  inboxRow,
  {
    width: '100%',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.sm,
    selectors: {
      ...focusRing(1),
      '&[aria-current="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
    },
  },
]);
export const text = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', minWidth: 0 });
export const title = style([truncate, { selectors: { '[data-unread="true"] &': { fontWeight: vars.fontWeight.bold } } }]);
export const message = style([truncate, sprinkles({ fontSize: 'sm', color: 'muted' })]);
export const side = sprinkles({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: 'xxs',
  fontSize: 'xs',
  color: 'muted',
});
