import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { layoutBreakpoints } from './tokens';

const space = { none: '0', ...vars.space };

/**
 * Responsive layout atoms over the theme contract (the Braid model): display, flex, grid
 * columns, gap, padding and margin, each settable per condition — `mobile` (default, any width),
 * `tablet` (from 768 px) and `desktop` (from 1025 px). A value may be a single token or an
 * object / array per condition: `{ mobile: 'column', tablet: 'row' }`.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${layoutBreakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${layoutBreakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid', 'contents'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      /** A main column with a fixed aside on the right (detail panels). */
      mainAside: 'minmax(0, 1fr) minmax(18rem, 22rem)',
    },
    gap: space,
    rowGap: space,
    columnGap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['alignItems', 'justifyContent'],
  },
});

/** Theme-coloured, non-responsive atoms: colours, radius, type, sizing. */
const themeProperties = defineProperties({
  properties: {
    color: {
      text: vars.color.text,
      muted: vars.color.textMuted,
      primary: vars.color.primary,
      success: vars.color.success,
      warning: vars.color.warning,
      danger: vars.color.danger,
      info: vars.color.info,
      metal: vars.color.metal,
      crystal: vars.color.crystal,
      deuterium: vars.color.deuterium,
      energy: vars.color.energy,
    },
    background: {
      surface: vars.color.surface,
      raised: vars.color.surfaceRaised,
      sunken: vars.color.surfaceSunken,
      page: vars.color.background,
    },
    borderRadius: vars.radius,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    lineHeight: vars.lineHeight,
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    flexBasis: { 0: '0', auto: 'auto' },
    minWidth: { 0: '0' },
    width: { full: '100%' },
    overflowWrap: ['anywhere', 'normal'],
    position: ['relative', 'sticky'],
  },
});

/**
 * `sprinkles({ display: 'flex', gap: 'md', paddingX: { mobile: 'sm', tablet: 'lg' } })` returns
 * the class names of those atoms. Use it in `.css.ts` compositions (`style([sprinkles(...), {...}])`)
 * or through `<Box>`.
 */
export const sprinkles = createSprinkles(responsiveProperties, themeProperties);

/** The props `sprinkles()` and `<Box>` accept. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/**
 * Every atom's allowed values, `{ gap: ['none', 'xxs', …, 'xxl'], display: ['none', 'block', …] }`,
 * read from the definitions above (a shorthand such as `placeItems` lists the values all its
 * longhands accept), so the workbench's Controls offer exactly the theme's scales without a
 * second copy of them.
 */
const atoms: Record<string, { values?: object; mappings?: string[] }> = { ...responsiveProperties.styles, ...themeProperties.styles };
const valuesOf = (name: string): string[] =>
  atoms[name]?.mappings
    ? atoms[name].mappings.map(valuesOf).reduce((common, values) => common.filter((value) => values.includes(value)))
    : Object.keys(atoms[name]?.values ?? {});
export const sprinklesValues = Object.fromEntries(Object.keys(atoms).map((name) => [name, valuesOf(name)])) as Record<
  keyof Sprinkles,
  string[]
>;
