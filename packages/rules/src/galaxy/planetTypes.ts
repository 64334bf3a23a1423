/**
 * The planet types (spec p1 §3 'Planet': desert, jungle, normal, water, ice, gas, volcanic). One
 * list for the contract's schema, the demo universe's seed and the galaxy's labels.
 */
export const PLANET_TYPES = ['desert', 'jungle', 'normal', 'water', 'ice', 'gas', 'volcanic'] as const;
export type PlanetType = (typeof PLANET_TYPES)[number];

/** True for one of the spec's planet types (spec p1 §3); anything else (null, 'lava') is false. */
export function isPlanetType(value: unknown): value is PlanetType {
  return typeof value === 'string' && (PLANET_TYPES as readonly string[]).includes(value);
}

/**
 * The planet type a value stands for, or `fallback` when it is not one of the spec's (spec p1
 * §3): the galaxy labels an unknown type 'unknown', the demo universe makes it 'normal'.
 * @example planetTypeOr('lava', 'normal') // 'normal'
 */
export function planetTypeOr<F>(value: unknown, fallback: F): PlanetType | F {
  return isPlanetType(value) ? value : fallback;
}
