import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';

export const card = style([surface(), sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);
// A long title or action (German, +40 %) wraps the action under the title instead of pushing it out of the card.
export const header = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'sm' });
export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
