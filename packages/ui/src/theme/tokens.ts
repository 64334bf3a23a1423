/** Theme-independent tokens shared by both themes (space, radius, type). */
export const sharedTokens = {
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '40px' },
  radius: { sm: '4px', md: '8px', lg: '14px', round: '999px' },
  font: {
    // No generic `sans-serif` at the end: Chromium on Linux then asks the system's font
    // configuration for it, per weight, in every first layout (blocking calls, about 10 ms of a
    // dashboard load; issue 16 item 8). `system-ui` is the fallback, looked up only when used.
    body: "'Inter Variable', system-ui",
    mono: "ui-monospace, 'DejaVu Sans Mono', monospace",
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

/** Media queries for `@media` in style objects. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.phone + 1}px)`,
  desktop: `screen and (min-width: ${breakpoints.tablet + 1}px)`,
} as const;

/**
 * Layout breakpoints in px for the sprinkles' responsive conditions (issue 16): below `tablet`
 * the phone layout (bottom tab bar, lists instead of grids, sheets), from `desktop` the side panels.
 */
export const layoutBreakpoints = { tablet: 768, desktop: 1025 } as const;
