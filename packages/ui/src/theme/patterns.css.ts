import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './contract.css';
import { media, SHELL_TOP_PROPERTY } from './tokens';
import { sprinkles } from './sprinkles.css';

/**
 * The style patterns several components repeat, written once: compose them in a
 * component's `.css.ts` (`style([factList(), { … }])`) and keep there only what is its own. Layout
 * that atoms express (flex, gap, padding, colour…) goes through `sprinkles()` / `<Box>` instead.
 */

/** Strips a `<button>`'s own look (a row or link-like button styles itself). Compose it first. */
export const buttonReset = style({ all: 'unset', boxSizing: 'border-box' });

/** A list without bullets, margin or padding (`<ul>`/`<ol>`/`<dl>` used for layout). */
export const listReset = style({ listStyle: 'none', margin: 0, padding: 0 });

/** The keyboard focus ring of hand-styled buttons (`offset` in px): spread into `selectors`. */
export const focusRing = (offset: number) => ({ '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: offset } });

/** A key cap (`<kbd>`): the type and corner every shortcut hint shares; each adds its frame. */
export const keyCap = style({ borderRadius: vars.radius.sm, fontFamily: 'inherit', fontSize: vars.fontSize.sm, textAlign: 'center' });

/** Text colour per status tone: the notification types (p1 §2.4) and the danger/success marks. */
export const toneColor = {
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
  error: { color: vars.color.danger },
  info: { color: vars.color.info },
} as const;

/**
 * A label/value grid (`<dl>` with `<dt>`/`<dd>` children): two columns, `md` between them.
 * `columns`: `auto` (label as wide as its content, value takes the rest) or `label` (label column
 * as wide as the widest label, value shrinkable); `rowGap` the space between pairs; `size` the type size.
 */
export const factList = recipe({
  base: { display: 'grid', columnGap: vars.space.md, margin: 0 },
  variants: {
    columns: {
      auto: { gridTemplateColumns: 'auto 1fr' },
      label: { gridTemplateColumns: 'max-content minmax(0, 1fr)' },
    },
    rowGap: {
      xxs: { rowGap: vars.space.xxs },
      xs: { rowGap: vars.space.xs },
    },
    size: {
      sm: { fontSize: vars.fontSize.sm },
      inherit: {},
    },
  },
  defaultVariants: { columns: 'auto', rowGap: 'xs', size: 'sm' },
});

/**
 * The value cell of a `factList`: no margin; `align: 'end'` right-aligns it, `numeric` uses
 * tabular figures so columns of numbers line up, `weight` its font weight.
 */
export const factValue = recipe({
  base: { margin: 0 },
  variants: {
    align: { start: {}, end: { textAlign: 'right' } },
    numeric: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
    weight: {
      regular: {},
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { align: 'start', numeric: false, weight: 'regular' },
});

/**
 * An inset box inside a card (queue items, reader content, designer slots): `md` radius, 1 px
 * border, sunken background. Its padding and layout stay with the component.
 */
export const insetBox = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

/**
 * A dashed placeholder block (a feature that is not there yet: the alliance chat, the market
 * chart): centred muted text on the sunken background.
 */
export const placeholderBox = style([
  sprinkles({ display: 'flex', placeItems: 'center', padding: 'lg', textAlign: 'center', color: 'muted', background: 'sunken' }),
  { border: `1px dashed ${vars.color.borderStrong}`, borderRadius: vars.radius.md },
]);

/**
 * A clickable list row (message, notification, planet): `md` radius, 1 px border, hand cursor,
 * the focus ring. Background, hover and the selected state stay with each list.
 */
export const rowButton = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
});

/** A small uppercase caption above a value (unit type, power label, notification kind). */
export const overline = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** One line, cut with an ellipsis when it does not fit. */
export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/**
 * A row of an inbox list (messages, notifications): the surface colours, `md` radius and 1 px
 * border, the hover state and the 3 px primary mark of an unread item (`data-unread="true"`).
 * The grid inside and the selected state stay with each list.
 */
export const inboxRow = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, background: vars.color.surfaceRaised },
    '&[data-unread="true"]': { borderLeft: `3px solid ${vars.color.primary}` },
  },
});

/**
 * A screen's main grid: one column on phones and tablets (`mobile`, default `minmax(0, 1fr)`),
 * `desktop` columns from 1025 px, `lg` gap, items top-aligned. Call it in a `.css.ts` file.
 */
export const splitLayout = (desktop: string, mobile = 'minmax(0, 1fr)') =>
  style([
    sprinkles({ display: 'grid', gap: 'lg', alignItems: 'flex-start' }),
    { gridTemplateColumns: mobile, '@media': { [media.desktop]: { gridTemplateColumns: desktop } } },
  ]);

/**
 * A side column beside a long list (a detail, an order panel, a queue): on desktops it sticks
 * under the shell's sticky top while the list scrolls, so what a card far down the page opened
 * is in view; it scrolls on its own when taller than the room left. Phones and tablets stack it.
 */
export const stickySide = style({
  minWidth: 0,
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: `calc(var(${SHELL_TOP_PROPERTY}, 0px) + ${vars.space.md})`,
      maxHeight: `calc(100dvh - var(${SHELL_TOP_PROPERTY}, 0px) - 2 * ${vars.space.md})`,
      overflowY: 'auto',
    },
  },
});

/**
 * Recipe variants that each set one colour `property`: `colourVariants('background', { mine: vars.color.own })`
 * gives `{ mine: { background: vars.color.own } }`. For a recipe's `variants` entry.
 */
export function colourVariants<K extends string>(property: 'color' | 'background', colours: Record<K, string>): Record<K, StyleRule> {
  const rule = (colour: string): StyleRule => (property === 'color' ? { color: colour } : { background: colour });
  return Object.fromEntries(Object.entries<string>(colours).map(([key, colour]) => [key, rule(colour)])) as Record<K, StyleRule>;
}

/** The colour of each resource (spec p1 §3): metal, crystal, deuterium, energy. */
const resourceColours = {
  metal: vars.color.metal,
  crystal: vars.color.crystal,
  deuterium: vars.color.deuterium,
  energy: vars.color.energy,
} as const;
/** One class per resource that colours text and icons (`resourceText.metal`). */
export const resourceText = styleVariants(resourceColours, (colour) => ({ color: colour }));
/** One class per resource that fills a dot or a bar (`resourceFill.metal`). */
export const resourceFill = styleVariants(resourceColours, (colour) => ({ background: colour }));

/** A borderless, transparent button (icon and tool buttons): the hand cursor, no chrome of its own. */
export const ghostButton = style({ border: 'none', background: 'transparent', cursor: 'pointer' });
