import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { sprinkles } from '../../theme/sprinkles.css';
import { factList, factValue } from '../../theme/patterns.css';
import { TAB_BAR_HEIGHT } from '../AppShell/AppShell.css';

/** Phones: no text under 14 px, to stay legible. */
const phoneText = { '@media': { [media.phone]: { fontSize: vars.fontSize.md } } };

export const screen = style({ color: vars.color.text });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.body });
export const stepper = style({ fontSize: vars.fontSize.sm, ...phoneText });
export const stepperValue = style({ minWidth: '5.5rem', textAlign: 'center', fontWeight: vars.fontWeight.medium });
export const searchField = style({ flex: '1 1 16rem', maxWidth: '28rem' });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
// `position: relative` makes this the containing block of the slots' absolutely positioned
// visually-hidden texts: without it they escape the clipping and widen the page at 390 px.
export const gridScroll = style({ position: 'relative', overflowX: 'auto', paddingBottom: vars.space.xs });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(5, minmax(8.5rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
});
/** The phone list: 15 full-width rows. */
export const rows = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: vars.space.xxs, listStyle: 'none' });
export const banner = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
export const errorLine = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, ...phoneText });
export const resultsTitle = style({ margin: 0, fontSize: 'inherit', fontFamily: vars.font.body });
export const resultList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
});
export const resultButton = style({ width: '100%', justifyContent: 'space-between', whiteSpace: 'normal', textAlign: 'left' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, ...phoneText });
export const details = style([factList({ rowGap: 'xxs' }), phoneText]);
export const detailsTerm = sprinkles({ color: 'muted' });
export const detailsValue = factValue();
/** Phones: every control of the screen is a 44 px tap target, big enough for a finger. */

const COMPACT = 'screen and (max-width: 1024.98px)';
/**
 * A quick send's confirmation: fixed at the foot of the viewport, so a list
 * scrolled down still shows it; bottom left from 1025 px (the pop-ups own the bottom right),
 * above the tab bar and full width below.
 */
export const toast = style({
  position: 'fixed',
  zIndex: 40,
  insetInlineStart: vars.space.lg,
  bottom: vars.space.lg,
  width: `min(36rem, calc(100vw - 2 * ${vars.space.lg}))`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': {
    [COMPACT]: {
      insetInline: vars.space.sm,
      width: 'auto',
      bottom: `calc(${TAB_BAR_HEIGHT}px + ${vars.space.sm} + env(safe-area-inset-bottom, 0px))`,
    },
  },
});
