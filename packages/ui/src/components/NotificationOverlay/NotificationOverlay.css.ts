import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { listReset } from '../../theme/patterns.css';

/**
 * Where pop-ups appear: from 768 px up at the bottom right, clear of the
 * sticky header and of the page's primary actions (which sit at the top and in the content's
 * flow); on phones a compact stack at the top, full width (inside the shell it hangs just below
 * the sticky header and resource bar: AppShell.css.ts), so the header's controls stay free.
 */
export const region = style({
  position: 'fixed',
  insetInlineEnd: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: 40,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  pointerEvents: 'none',
  maxHeight: 'calc(100vh - 96px)',
  overflow: 'hidden',
  '@media': {
    [media.phone]: {
      top: `calc(${vars.space.xs} + env(safe-area-inset-top, 0px))`,
      bottom: 'auto',
      insetInline: vars.space.sm,
      alignItems: 'stretch',
      gap: vars.space.xs,
      maxHeight: '50vh',
    },
  },
});
export const list = style([
  listReset,
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { '@media': { [media.phone]: { gap: vars.space.xs } } },
]);
export const item = style({
  touchAction: 'pan-y',
  '@media': { [media.phone]: { display: 'flex', flexDirection: 'column', alignItems: 'stretch' } },
});
export const error = style({
  pointerEvents: 'auto',
  width: 'min(360px, calc(100vw - 32px))',
  boxShadow: vars.shadow.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  '@media': { [media.phone]: { width: '100%' } },
});
/** '+N': how many more wait their turn. */
export const more = style({
  alignSelf: 'flex-end',
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  boxShadow: vars.shadow.md,
});
