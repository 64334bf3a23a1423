import { globalStyle, style } from '@vanilla-extract/css';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';
import { buttonReset, listReset, splitLayout } from '../../theme/patterns.css';

export const title = sprinkles({ margin: 'none', fontSize: 'xl' });
export const tabPanel = sprinkles({ paddingTop: 'md' });

/** Folders | list | reader on desktops; stacked below. */
export const messagesLayout = splitLayout('11rem minmax(0, 1fr) minmax(0, 1.05fr)');
/** List | detail on desktops. */
export const notificationsLayout = splitLayout('minmax(0, 1fr) minmax(0, 1fr)');
/** The reader stays in view while the list scrolls (desktop); 6.5rem clears the shell's sticky bar. */
export const readerPanel = style({
  '@media': { [media.desktop]: { position: 'sticky', top: '6.5rem', maxHeight: 'calc(100vh - 7.5rem)', overflowY: 'auto' } },
});
/** A card surface whose children stack (list and detail panels). */
export const panel = style([surface(), sprinkles({ display: 'flex', flexDirection: 'column', gap: 'md' })]);
export const folderList = style([
  listReset,
  sprinkles({
    display: 'flex',
    flexWrap: { mobile: 'wrap', desktop: 'nowrap' },
    flexDirection: { mobile: 'row', desktop: 'column' },
    gap: 'xxs',
  }),
]);
export const folderButton = style([
  buttonReset,
  {
    width: '100%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    minHeight: 44,
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
  },
]);
/** A long folder name (German, +40 %) wraps in the 11rem column rather than push its count out. */
globalStyle(`${folderButton} > :first-child`, { minWidth: 0, overflowWrap: 'anywhere' });
export const grow = style({ flex: '1 1 14rem' });
export const heading = sprinkles({ margin: 'none', fontSize: 'lg' });
export const muted = sprinkles({ color: 'muted', fontSize: 'sm' });
export const spacer = style({ marginLeft: 'auto' });
