import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { media, onTapScreens } from '../../theme/tokens';
import { ghostButton, inboxRow, listReset, truncate } from '../../theme/patterns.css';

export const root = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });
export const header = sprinkles({
  display: 'flex',
  alignItems: 'center',
  gap: 'sm',
  paddingY: 'xs',
  paddingX: 'sm',
  fontSize: 'sm',
  color: 'muted',
});
export const list = style([listReset, sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' })]);
/** The scrolling box of a windowed list: about eight rows tall, never wider than its column. */
export const windowScroller = style({
  maxHeight: 'min(36rem, 70vh)',
  overflowY: 'auto',
  overflowX: 'hidden',
  overscrollBehavior: 'contain',
  minWidth: 0,
});
export const windowList = style([listReset, sprinkles({ position: 'relative', width: 'full' })]);
export const row = style([
  inboxRow,
  sprinkles({ display: 'grid', alignItems: 'center', columnGap: 'sm', rowGap: 'xxs', padding: 'sm' }),
  {
    gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
    gridTemplateAreas: '"select status meta actions" "select status subject actions"',
    // Phones: the subject takes the whole width under the icons, sender and actions.
    '@media': { [media.phone]: { gridTemplateAreas: '"select status meta actions" "select subject subject subject"' } },
    selectors: { '&[data-active="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised } },
  },
]);
export const select = style({ gridArea: 'select' });
export const status = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs' }),
  { gridArea: 'status', color: vars.color.textMuted },
]);
export const meta = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', minWidth: 0, fontSize: 'sm' }),
  // Phones: when the sender and the date do not fit side by side, the date goes under the sender.
  { gridArea: 'meta', '@media': { [media.phone]: { flexWrap: 'wrap', rowGap: 0 } } },
]);
export const party = style([truncate, sprinkles({ fontWeight: 'medium' })]);
export const date = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  // Phones: under or beside the sender, at its start (not pushed to the end of a wrapped line).
  // The sender column between the icons and the actions is ~150 px there, narrower than a full
  // date with its zone in any language ('27 may 2026, 13:45 (Madrid)'): the date wraps inside it.
  '@media': { [media.phone]: { marginLeft: 0, whiteSpace: 'normal', minWidth: 0 } },
});
export const subjectLine = style([sprinkles({ display: 'flex', alignItems: 'baseline', gap: 'sm', minWidth: 0 }), { gridArea: 'subject' }]);
export const subject = style({
  all: 'unset',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  minWidth: 0,
  // Phones and touch screens: one line 44 px tall, a tap target of its own.
  ...onTapScreens({ lineHeight: '44px' }),
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.sm },
    '[data-unread="true"] &': { fontWeight: vars.fontWeight.bold },
  },
});
export const planet = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const actions = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'xxs' }), { gridArea: 'actions' }]);
// Phone first: 44 px tap targets; 32 px in the tablet and desktop layouts, unless the screen is a touch screen.
export const iconButton = style([
  ghostButton,
  sprinkles({ display: 'inline-flex', placeItems: 'center', borderRadius: 'md', color: 'muted' }),
  {
    width: 44,
    height: 44,
    '@media': { [media.tablet]: { width: 32, height: 32 }, [media.touch]: { width: 44, height: 44 } },
    selectors: {
      '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
      '&[aria-pressed="true"]': { color: vars.color.warning },
      '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
]);
export const bulkBar = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'sm', paddingY: 'sm', paddingX: 'md' }),
  { borderRadius: vars.radius.md, background: vars.color.infoSurface, border: `1px solid ${vars.color.info}` },
]);
export const bulkCount = style({ fontWeight: vars.fontWeight.medium, marginRight: 'auto' });
