/**
 * The one Chromium launch of every tool here: Debian's Chromium (CHROMIUM_PATH overrides
 * /usr/bin/chromium, no browser download) and the flags every headless run uses. Imported by the
 * Vitest browser projects and Playwright (through vitest.storybook.ts), scripts/screenshot.mjs and
 * scripts/lighthouse.mjs, so a flag is added or dropped in one place.
 * `--font-render-hinting=none` keeps glyph widths the same on every machine (visual baselines).
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Command-line flags (strings) for a headless, sandbox-less run with no background traffic. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
];
