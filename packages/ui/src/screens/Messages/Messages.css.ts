import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl });
export const tabLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const tabPanel = style({ paddingTop: vars.space.md });

/** Folders | list | reader on desktops; stacked below. */
export const messagesLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: '11rem minmax(0, 1fr) minmax(0, 1.05fr)' },
  },
});
/** List | detail on desktops. */
export const notificationsLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
/** The reader stays in view while the list scrolls (desktop); 6.5rem clears the shell's sticky bar. */
export const readerPanel = style({
  '@media': { [media.desktop]: { position: 'sticky', top: '6.5rem', maxHeight: 'calc(100vh - 7.5rem)', overflowY: 'auto' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const folders = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const folderList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  '@media': { [media.desktop]: { flexDirection: 'column', flexWrap: 'nowrap' } },
});
export const folderButton = style({
  all: 'unset',
  boxSizing: 'border-box',
  width: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  cursor: 'pointer',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});
export const folderName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const grow = style({ flex: '1 1 14rem' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const headerRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const spacer = style({ marginLeft: 'auto' });
