/**
 * @imperio/rules: the game's own rules as pure functions (no React, no MSW, no DOM), shared by
 * the screens and the mock universe. One folder per rule family: combat (docs/combat.md),
 * economy (costs, building gains), time (durations, build and research times), galaxy (planet
 * types), fleet (missions, flights, limits). How to add one: docs/DEVELOPING.md.
 */
export * from './random';
export * from './combat';
export * from './economy';
export * from './time';
export * from './galaxy';
export * from './fleet';
export * from './raid';
