/**
 * @imperio/rules: the game's own rules as pure functions (no React, no MSW, no DOM), shared by
 * the screens and the mock universe. Combat: docs/combat.md.
 */
export * from './random';
export * from './combat';
export * from './raid';
