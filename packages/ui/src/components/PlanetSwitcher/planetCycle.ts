import type { Planet } from '@imperio/api-client';

/**
 * The planet before or after the selected one in the player's list, wrapping
 * around at both ends so previous/next never dead-ends.
 * @param planets the own planets, in the list's order
 * @param selectedId the selected planet's id (null: none selected, the step starts at the first)
 * @param step -1 for previous, +1 for next
 * @returns the planet to select, or null when there is no other planet to go to
 */
export function neighbourPlanet(planets: readonly Planet[], selectedId: Planet['id'] | null | undefined, step: -1 | 1): Planet | null {
  if (planets.length === 0) return null;
  const index = planets.findIndex((planet) => planet.id === selectedId);
  if (index === -1) return planets[0] ?? null;
  if (planets.length === 1) return null;
  return planets[(index + step + planets.length) % planets.length] ?? null;
}

/**
 * A planet as the switcher names it: its name (or the fallback) and its coordinates in brackets.
 * @example planetLabel({ name: 'Forja Boreal', coordinates: '1:44:4' }, 'Planeta') // 'Forja Boreal [1:44:4]'
 */
export function planetLabel(planet: Pick<Planet, 'name' | 'coordinates'>, fallback: string): string {
  const name = planet.name?.trim() || fallback;
  return planet.coordinates ? `${name} [${planet.coordinates}]` : name;
}
