import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** One row under the screen's title: the running item, its countdown and how many wait. */
export const strip = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});
export const empty = style([
  strip,
  { cursor: 'default', color: vars.color.textMuted, selectors: { '&:hover': { background: vars.color.surface } } },
]);
/** The item's name wraps to a second line rather than being cut ('Tecnología de energía → nivel 6'). */
export const name = style({
  flex: 1,
  minWidth: 0,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});
/** The leading icon sits on the text's first line. */
globalStyle(`${name} > *`, { verticalAlign: 'middle', marginRight: vars.space.xs });
export const time = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const more = style({
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.round,
  background: vars.color.surfaceRaised,
});
export const heading = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.lg });
