import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { listReset } from '../../theme/patterns.css';

/**
 * Where pop-ups appear: in the page's flow, a strip of one line (the shell puts it in its
 * sticky top, under the header and the resource bar). A pop-up then pushes the page down for
 * its 8 s instead of covering it: at 390 px the floating stack covered the Buildings and
 * Research titles, at 1366 px the dashboard's 'Acciones rápidas' and the galaxy's side panel.
 * From 768 px up the line keeps to the right, at most 480 px wide; on phones it takes the width.
 */
export const region = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center', gap: 'xs' }),
  {
    padding: `${vars.space.xs} ${vars.space.lg}`,
    selectors: { '&[data-empty]': { padding: 0 } },
    '@media': { [media.phone]: { paddingInline: vars.space.sm } },
  },
]);
/** The visible pop-up; '+N' sits beside it on the same line. */
export const list = style([
  listReset,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
  { width: 'min(480px, 100%)', '@media': { [media.phone]: { width: 'auto', flex: '1 1 0', minWidth: 0 } } },
]);
export const item = style([sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }), { touchAction: 'pan-y' }]);
export const error = style({
  flexBasis: '100%',
  boxShadow: vars.shadow.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  '@media': { [media.phone]: { width: '100%' } },
});
/** '+N': how many more wait their turn. */
export const more = style({
  flex: '0 0 auto',
  margin: 0,
  whiteSpace: 'nowrap',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
