/**
 * The viewport presets of the workbench's toolbar, the sizes of real devices rather than the
 * theme's breakpoints (which are ranges: the phone layout runs up to 767 px, tokens.ts): a phone
 * is 390 × 844 (an iPhone 12 to 15 upright, the size the visual suite's phone mode shoots), a
 * tablet 768 × 1024 (an iPad upright, the first width of the tablet layout,
 * `layoutBreakpoints.tablet`), a desktop 1280 × 900. Widths and heights in CSS px.
 */
export const VIEWPORT_PRESETS = {
  phone: { name: 'Móvil 390 × 844', width: 390, height: 844, type: 'mobile' },
  tablet: { name: 'Tableta 768 × 1024', width: 768, height: 1024, type: 'tablet' },
  desktop: { name: 'Escritorio 1280 × 900', width: 1280, height: 900, type: 'desktop' },
} as const;

/** The presets as Storybook's viewport options (`parameters.viewport.options`). */
export const viewportOptions = Object.fromEntries(
  Object.entries(VIEWPORT_PRESETS).map(([key, preset]) => [
    key,
    { name: preset.name, styles: { width: `${preset.width}px`, height: `${preset.height}px` }, type: preset.type },
  ]),
);
