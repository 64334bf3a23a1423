import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { config, type Planet } from '@imperio/api-client';
import { clampGalaxy, clampSystem, coordinatesOf, validPosition, type Coordinates } from '../../lib/coordinates';
import { useSelectedPlanet } from '../../state/selectedPlanet';

/** Where a planet lies: its coordinates text, else `system` plus `position`. */
function placeOfPlanet(planet: Planet | null): Coordinates | undefined {
  if (!planet) return undefined;
  const parsed = coordinatesOf(planet.coordinates);
  if (parsed) return parsed;
  if (planet.system) return { galaxy: planet.system.x, system: planet.system.y, position: planet.position ?? undefined };
  return undefined;
}

export interface GalaxyLocation {
  galaxy: number;
  system: number;
  /** `{ galaxy, system }`, for the step rules. */
  here: { galaxy: number; system: number };
  /** `g:s`, the key of the system on screen. */
  systemKey: string;
  /** The position `&p=` points at (1–15), when the address holds one. */
  highlight: number | undefined;
  /** No `g`/`s` in the address and the selected planet is still loading: the place is not known yet. */
  waitingForPlanet: boolean;
  /** Replaces the address with `?g=&s=` (and `&p=`), clamped to the bounds. */
  goTo: (place: Coordinates) => void;
}

/**
 * Where the galaxy screen looks (spec p1 §2.6, §9): `?g=&s=` (and `&p=`) when the address has
 * them, else the selected planet's system, else the default 1:1. Moving replaces the address, so
 * the back button leaves the screen instead of replaying every step.
 * @returns the place on screen and `goTo`
 */
export function useGalaxyLocation(): GalaxyLocation {
  const selected = useSelectedPlanet();
  const [params, setParams] = useSearchParams();
  const fromUrl =
    params.has('g') && params.has('s')
      ? { galaxy: clampGalaxy(Number(params.get('g'))), system: clampSystem(Number(params.get('s'))) }
      : undefined;
  const fromPlanet = placeOfPlanet(selected.planet);
  const galaxy = fromUrl?.galaxy ?? (fromPlanet ? clampGalaxy(fromPlanet.galaxy) : config.limits.defaultGalaxy);
  const system = fromUrl?.system ?? (fromPlanet ? clampSystem(fromPlanet.system) : config.limits.defaultSystem);

  const goTo = useCallback(
    (place: Coordinates) => {
      const next = new URLSearchParams();
      next.set('g', String(clampGalaxy(place.galaxy)));
      next.set('s', String(clampSystem(place.system)));
      if (place.position !== undefined) next.set('p', String(place.position));
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return {
    galaxy,
    system,
    here: { galaxy, system },
    systemKey: `${galaxy}:${system}`,
    highlight: fromUrl ? validPosition(params.get('p')) : undefined,
    waitingForPlanet: !fromUrl && selected.isLoading,
    goTo,
  };
}
