import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
/** The scrolling box of a windowed list: about eight rows tall, never wider than its column. */
export const windowScroller = style({ maxHeight: 'min(36rem, 70vh)', overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain', minWidth: 0 });
export const windowList = style({ listStyle: 'none', margin: 0, padding: 0, position: 'relative', width: '100%' });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"select status meta actions" "select status subject actions"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised },
    '&[data-active="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
    '&[data-unread="true"]': { borderLeft: `3px solid ${vars.color.primary}` },
  },
});
export const select = style({ gridArea: 'select' });
export const status = style({ gridArea: 'status', display: 'flex', alignItems: 'center', gap: vars.space.xs, color: vars.color.textMuted });
export const meta = style({ gridArea: 'meta', display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0, fontSize: vars.fontSize.sm });
export const party = style({ fontWeight: vars.fontWeight.medium, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const date = style({ marginLeft: 'auto', color: vars.color.textMuted, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' });
export const subjectLine = style({ gridArea: 'subject', display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });
export const subject = style({
  all: 'unset',
  cursor: 'pointer',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: vars.radius.sm },
    '[data-unread="true"] &': { fontWeight: vars.fontWeight.bold },
  },
});
export const planet = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const actions = style({ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: vars.space.xxs });
// Phone first: 44 px tap targets, 32 px where a pointer is likelier (tablet and up).
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  '@media': { [media.tablet]: { width: 32, height: 32 } },
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-pressed="true"]': { color: vars.color.warning },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});
export const bulkBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  border: `1px solid ${vars.color.info}`,
});
export const bulkCount = style({ fontWeight: vars.fontWeight.medium, marginRight: 'auto' });
