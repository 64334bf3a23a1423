import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { sprinkles } from '../../theme/sprinkles.css';
import { surface } from '../../theme/surface.css';
import { media } from '../../theme/tokens';

/**
 * Phones and tablets: one column, the dock (preview + send) after the steps; desktop: two
 * columns, the dock beside the steps.
 */
export const layout = style([
  sprinkles({ display: { mobile: 'flex', desktop: 'grid' }, flexDirection: 'column', gap: 'lg', alignItems: { desktop: 'flex-start' } }),
  { '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' } } },
]);
export const section = style([
  surface({ padding: 'md' }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { margin: 0, borderRadius: vars.radius.md },
]);
export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const step = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    width: '1.5em',
    height: '1.5em',
    marginInlineEnd: vars.space.xs,
    borderRadius: vars.radius.round,
    background: vars.color.primary,
    color: vars.color.primaryText,
    fontSize: vars.fontSize.xs,
  },
]);
export const row = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))' });
export const choices = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' });
export const choice = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'sm', padding: 'sm' }),
  {
    minHeight: 44,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
    cursor: 'pointer',
    selectors: {
      '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
      '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
]);
export const choiceText = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs', minWidth: 0 });
export const choiceName = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs', fontWeight: 'medium' });
export const typeIcon = sprinkles({ display: 'inline-flex' });
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });
export const speed = sprinkles({ display: 'flex', alignItems: 'center', gap: 'md' });
export const range = style({ flex: 1, minHeight: 44, accentColor: vars.color.primary });
export const speedValue = style({
  minWidth: '4rem',
  textAlign: 'end',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});
export const ships = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' });
/** A field with its 'máx.' button beside the input. */
export const withMax = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start', gap: vars.space.xs });
/** 'máx.' lines up with the input (under the label). */
export const maxButton = style({ marginTop: '1.6rem' });
export const notAvailable = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });
/**
 * The preview and 'Enviar': beside the form (sticky at the top) on desktops; below the desktop
 * layout it follows the steps in the page's flow, never pinned over the form (a pinned panel
 * covered about 45 % of a 390 px phone).
 */
export const dock = style([
  surface({ padding: 'md' }),
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  {
    borderRadius: vars.radius.md,
    '@media': {
      [media.phone]: { padding: vars.space.sm },
      [media.desktop]: { position: 'sticky', top: vars.space.md, zIndex: 1 },
    },
  },
]);
/** The preview as a disclosure below the desktop layout: one line that opens to every fact. */
export const disclosure = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', minWidth: 0 });
/**
 * The disclosure's line: title and summary side by side in one 44 px row. Nothing is cut: when
 * the facts do not fit (a narrow phone, a longer language, the arrival's zone label) they wrap
 * onto a second line inside the row rather than end in a '…' that hides the arrival.
 */
export const summary = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', minWidth: 0 }),
  {
    minHeight: 44,
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
]);
export const summaryTitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, flex: '0 0 auto' });
export const summaryLine = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', minWidth: 0 }),
  {
    columnGap: vars.space.sm,
    rowGap: 0,
    // Two wrapped lines (a 360 px phone, a longer language) still fit the 44 px row.
    lineHeight: 1.25,
    fontWeight: vars.fontWeight.medium,
    fontVariantNumeric: 'tabular-nums',
  },
]);
/**
 * One fact (icon and value): the line wraps between facts first; only a fact wider than the whole
 * line (an arrival with its zone label in a longer language) breaks inside, rather than spill out.
 */
export const summaryItem = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxs' }),
  { flex: '0 1 auto', minWidth: 0, maxWidth: '100%' },
]);
export const preview = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs', minWidth: 0 });
export const previewTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.desktop]: { fontSize: vars.fontSize.md, color: vars.color.text } },
});
/** Three facts a row on phones (two rows), one a row on desktops. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  margin: 0,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const fact = sprinkles({
  display: 'flex',
  flexDirection: { mobile: 'column', desktop: 'row' },
  justifyContent: { desktop: 'space-between' },
  gap: { desktop: 'md' },
  minWidth: 0,
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' });
export const actions = sprinkles({ display: 'flex', alignItems: 'center', gap: 'md', flexWrap: 'wrap' });
/** The primary action spans the dock on phones and tablets. */
export const send = style({ flex: '1 1 auto', '@media': { [media.desktop]: { flex: '0 1 auto' } } });
