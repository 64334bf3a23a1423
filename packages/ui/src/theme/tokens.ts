/** Theme-independent tokens shared by both themes (space, radius, type). */
export const sharedTokens = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '14px', round: '999px' },
  font: {
    // No generic `sans-serif` at the end: Chromium on Linux then asks the system's font
    // configuration for it, per weight, in every first layout (blocking calls, about 10 ms of a
    // dashboard load). `system-ui` is the fallback, looked up only when used.
    body: "'Inter Variable', system-ui",
    mono: "'DejaVu Mono', 'DejaVu Sans Mono', monospace",
  },
  fontSize: { xs: '0.875rem', sm: '0.875rem', md: '0.9375rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
  fontWeight: { regular: '400', medium: '550', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  duration: { fast: '120ms', normal: '220ms' },
};

/**
 * Viewport breakpoints in px (phone up to 480, tablet up to 1024, desktop above), used by
 * media queries and by the workbench's viewport presets.
 */
export const breakpoints = { phone: 480, tablet: 1024, desktop: 1280 } as const;

/**
 * Layout breakpoints in px for the sprinkles' responsive conditions: below `tablet`
 * the phone layout (bottom tab bar, lists instead of grids, sheets), from `desktop` the side panels.
 */
export const layoutBreakpoints = { tablet: 768, desktop: 1025 } as const;

/** Phones, below 768 px (for `matchMedia`: `useIsPhone`): the phone layout. */
export const PHONE_QUERY = `(max-width: ${layoutBreakpoints.tablet - 0.02}px)`;

/** The tallest screen, in px, that counts as short (`media.short`): a phone held sideways. */
export const SHORT_SCREEN_HEIGHT = 500;

/** Short screens (`SHORT_SCREEN_HEIGHT` px tall at most), to combine with another query. */
export const SHORT_QUERY = `(max-height: ${SHORT_SCREEN_HEIGHT}px)`;

/**
 * Media queries for `@media` in style objects. `phone`, `tablet` and `desktop` are the layout's
 * (`layoutBreakpoints`): `tablet` and `desktop` apply from their breakpoint up, so `tablet` holds
 * on desktops too. `twoColumns` is a content breakpoint, not a layout: wider than a phone held
 * upright (`breakpoints.phone`), which still uses the phone layout up to 767 px.
 */
export const media = {
  /** At least 481 px: room for two columns of cards, or more padding (phones in landscape too). */
  twoColumns: `screen and (min-width: ${breakpoints.phone + 1}px)`,
  /** The tablet layout and up (768 px and wider): never a phone layout. */
  tablet: `screen and (min-width: ${layoutBreakpoints.tablet}px)`,
  /** The desktop layout (1025 px and wider): the side panels. */
  desktop: `screen and (min-width: ${layoutBreakpoints.desktop}px)`,
  /** The phone layout (below 768 px): the one query every phone rule uses. */
  phone: `screen and ${PHONE_QUERY}`,
  /** A touch screen of any size. */
  touch: '(pointer: coarse)',
  /** A short screen (`SHORT_SCREEN_HEIGHT` px tall at most): a phone held sideways, whatever its layout. */
  short: `screen and ${SHORT_QUERY}`,
} as const;

/**
 * A control's tap target on phones and touch screens: at least 44×44 px, with
 * `extra` declarations that only apply there too (`alignItems: 'center'` for a taller row).
 * Spread the result into a style object (or a recipe variant, after its own `minHeight`) that has no
 * `'@media'` of its own: one written after it would replace it.
 */
export function tapTargetWith<T extends object>(extra: T) {
  return onTapScreens({ minHeight: 44, minWidth: 44, ...extra });
}

/**
 * `rule` on phones (the phone layout) and on touch screens of any size: where a finger taps.
 * Spread the result into a style object that has no `'@media'` of its own (see `tapTargetWith`).
 */
export function onTapScreens<T extends object>(rule: T) {
  return { '@media': { [media.phone]: rule, [media.touch]: rule } } as const;
}

/** `tapTargetWith` with nothing else: the 44×44 px minimum on phones and touch screens. */
export const tapTarget = tapTargetWith({});

/**
 * The CSS custom property holding the height (px) of the shell's sticky top (header, resource bar,
 * attack chip, pop-up strip), written by the shell as it changes; 0px where the top scrolls away
 * (a short screen). Side columns stick just below it.
 */
export const SHELL_TOP_PROPERTY = '--imperio-shell-top';
