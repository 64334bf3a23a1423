import { planetTypeOr } from '@imperio/rules';
import { db } from './db';
import type { PlanetRecord } from './db/planets';
import { int, pick, randomFor } from './random';
import { DEMO_HOME } from './seed/demo';

/**
 * The demo universe's map, generated from coordinates: the same system always looks the same,
 * on every run and in every consumer (stories, tests, the demo server), without storing 67 000
 * planets. Stored planets (`db.planets`: the players', colonies, abandoned worlds) win over the
 * generated ones at the same place, so colonising and abandoning change the map.
 *
 * Model: an explored system has a planet body at each of its 15 positions, owned (occupied) or
 * not (free, colonisable by id); an unexplored system answers 404 (spec p1 §7.2).
 */
export const UNIVERSE = { galaxies: 9, systems: 499, positions: 15 } as const;

/** A planet of the map: a stored record's fields, or a generated planet of the same shape. */
export type MapPlanet = { [K in keyof PlanetRecord as K extends symbol ? never : K]: PlanetRecord[K] };

/** The planet as the API serves it (without the mock's indexing fields). */
export function publicMapPlanet(planet: MapPlanet) {
  const { galaxy: _galaxy, system_number: _system, ...rest } = planet;
  return rest;
}

/** Non-player commanders who hold the generated planets (fixed, so stories can name them). */
export const NPC_COMMANDERS = [
  { id: 9001, display_name: 'Zara Kell', empire_name: 'Pacto de Andrómeda' },
  { id: 9002, display_name: 'Marek Doss', empire_name: 'Corporación Helix' },
  { id: 9003, display_name: 'Ilse Varga', empire_name: 'Hegemonía Boreal' },
  { id: 9004, display_name: 'Tomás Rivera', empire_name: 'Colonias Libres' },
  { id: 9005, display_name: 'Nadia Sol', empire_name: 'Trono Solar' },
  { id: 9006, display_name: 'Bruno Kade', empire_name: null },
  { id: 9007, display_name: 'Ekaterina Volk', empire_name: 'Flota Carmesí' },
  { id: 9008, display_name: 'Hiro Tanaka', empire_name: 'Dinastía Tanaka' },
] as const;

const SYSTEM_PREFIXES = ['Alfa', 'Beta', 'Gamma', 'Delta', 'Épsilon', 'Zeta', 'Theta', 'Kappa', 'Lambda', 'Sigma', 'Omega', 'Tau'];
const SYSTEM_ROOTS = [
  'Centauri',
  'Draconis',
  'Orionis',
  'Cygni',
  'Lyrae',
  'Aquilae',
  'Eridani',
  'Pegasi',
  'Tauri',
  'Velorum',
  'Hydrae',
  'Ceti',
  'Persei',
  'Carinae',
];
const PLANET_NAMES = [
  'Aurora',
  'Tártaro',
  'Ceres',
  'Helios',
  'Umbra',
  'Caronte',
  'Vesta',
  'Ícaro',
  'Erebo',
  'Nyx',
  'Selene',
  'Atlas',
  'Perséfone',
  'Titán',
  'Hiperión',
  'Calisto',
  'Europa',
  'Oberón',
  'Rea',
  'Tetis',
];
const SUFFIXES = ['', ' II', ' III', ' Prima', ' Nova', ' Menor'];

/** Fixed names near the demo home, so the screens and stories read naturally. */
const NAMED_SYSTEMS: Record<string, string> = {
  [`${DEMO_HOME.galaxy}:${DEMO_HOME.system}`]: 'Solaris',
  '1:1': 'Núcleo Galáctico',
};

/** Stable id of the generated planet at a place (stored planets keep their own small ids). */
export function generatedPlanetId(galaxy: number, system: number, position: number): number {
  return 10_000_000 + galaxy * 100_000 + system * 100 + position;
}

/** Decodes {@link generatedPlanetId}; undefined for ids outside the scheme. */
export function placeOfGeneratedId(id: number): { galaxy: number; system: number; position: number } | undefined {
  if (!Number.isInteger(id) || id < 10_000_000) return undefined;
  const rest = id - 10_000_000;
  const galaxy = Math.floor(rest / 100_000);
  const system = Math.floor((rest % 100_000) / 100);
  const position = rest % 100;
  if (!inUniverse(galaxy, system) || position < 1 || position > UNIVERSE.positions) return undefined;
  return { galaxy, system, position };
}

/** True when the coordinates lie inside the universe (galaxy 1–9, system 1–499). */
export function inUniverse(galaxy: number, system: number): boolean {
  return (
    Number.isInteger(galaxy) &&
    Number.isInteger(system) &&
    galaxy >= 1 &&
    galaxy <= UNIVERSE.galaxies &&
    system >= 1 &&
    system <= UNIVERSE.systems
  );
}

/** The system's name, from its coordinates. */
export function systemName(galaxy: number, system: number): string {
  const named = NAMED_SYSTEMS[`${galaxy}:${system}`];
  if (named) return named;
  const rand = randomFor(`name:${galaxy}:${system}`);
  return `${pick(rand, SYSTEM_PREFIXES)} ${pick(rand, SYSTEM_ROOTS)}`;
}

/** Planet type by distance to the star: hot inner worlds, icy and gaseous outer ones. */
function planetType(position: number, rand: () => number): string {
  if (position <= 3) return pick(rand, ['volcanic', 'desert', 'desert', 'normal']);
  if (position <= 9) return pick(rand, ['normal', 'jungle', 'water', 'desert', 'normal']);
  if (position <= 12) return pick(rand, ['water', 'ice', 'normal', 'gas']);
  return pick(rand, ['ice', 'gas', 'gas']);
}

/**
 * Whether the system was explored: the demo home's neighbourhood always is, systems holding
 * stored planets always are, and about four systems in five elsewhere.
 */
export function isExplored(galaxy: number, system: number): boolean {
  if (!inUniverse(galaxy, system)) return false;
  if (galaxy === DEMO_HOME.galaxy && Math.abs(system - DEMO_HOME.system) <= 4) return true;
  if (storedIn(galaxy, system).length > 0) return true;
  return randomFor(`explored:${galaxy}:${system}`)() < 0.8;
}

function storedIn(galaxy: number, system: number): PlanetRecord[] {
  return db.planets.findMany((q) => q.where({ galaxy, system_number: system }));
}

/** The generated planet at a place (before stored planets are merged in). */
export function generatedPlanet(galaxy: number, system: number, position: number): MapPlanet {
  const systemRand = randomFor(`system:${galaxy}:${system}`);
  const full = systemRand() < 0.04;
  const occupancy = full ? 1 : 0.1 + systemRand() * 0.45;
  const rand = randomFor(`planet:${galaxy}:${system}:${position}`);
  const owned = rand() < occupancy;
  const type = planetType(position, rand);
  const max = Math.round(140 - position * 10 + int(rand, -10, 10));
  const fieldsTotal = int(rand, 110, 240);
  const owner = owned ? pick(rand, NPC_COMMANDERS) : null;
  const name = owned ? `${pick(rand, PLANET_NAMES)}${pick(rand, SUFFIXES)}` : null;
  return {
    id: generatedPlanetId(galaxy, system, position),
    name,
    galaxy,
    system_number: system,
    position,
    coordinates: `${galaxy}:${system}:${position}`,
    planet_type: planetTypeOr(type, 'normal'),
    temperature_min: max - 40,
    temperature_max: max,
    temperature_average: max - 20,
    fields_used: owned ? int(rand, 15, Math.max(16, fieldsTotal - 20)) : 0,
    fields_total: fieldsTotal,
    owner: owner ? { id: owner.id, display_name: owner.display_name, empire_name: owner.empire_name } : null,
    owner_name: owner?.display_name ?? null,
    system: { x: galaxy, y: system },
    production_factor: { metal: 1, crystal: 1, deuterium: 1 },
  };
}

/** The 15 planets of an explored system, stored planets over generated ones, by position. */
export function planetsOf(galaxy: number, system: number): MapPlanet[] {
  const stored = storedIn(galaxy, system);
  const out: MapPlanet[] = [];
  for (let position = 1; position <= UNIVERSE.positions; position++) {
    out.push(stored.find((planet) => planet.position === position) ?? generatedPlanet(galaxy, system, position));
  }
  return out;
}

/** The planet with this id, stored or generated (in an explored system), or undefined. */
export function findPlanet(id: number): MapPlanet | undefined {
  const stored = db.planets.findFirst((q) => q.where({ id }));
  if (stored) return stored;
  const place = placeOfGeneratedId(id);
  if (!place || !isExplored(place.galaxy, place.system)) return undefined;
  const atPlace = storedIn(place.galaxy, place.system).find((planet) => planet.position === place.position);
  return atPlace ? undefined : generatedPlanet(place.galaxy, place.system, place.position);
}

/** The System answer (spec p1 §3) of an explored system; undefined when unexplored. */
export function systemAnswer(galaxy: number, system: number) {
  if (!isExplored(galaxy, system)) return undefined;
  const planets = planetsOf(galaxy, system);
  const colonized = planets.filter((planet) => planet.owner);
  return {
    x: galaxy,
    y: system,
    name: systemName(galaxy, system),
    planets,
    planets_count: planets.length,
    colonized_planets_count: colonized.length,
    free_positions: planets.filter((planet) => !planet.owner).map((planet) => planet.position),
  };
}

/** Lower-case text without accents, for forgiving comparisons. */
export function fold(text: string): string {
  let folded = foldCache.get(text);
  if (folded === undefined) {
    folded = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .trim();
    // Names repeat (generated ones come from short lists): remember them, up to a bound.
    if (foldCache.size < 5_000) foldCache.set(text, folded);
  }
  return folded;
}
const foldCache = new Map<string, string>();

/**
 * Text search over the explored map (system name, planet name, owner name or empire):
 * systems holding stored planets first (the players'), then the generated map in coordinate
 * order, at most `limit` systems.
 */
export function searchSystems(query: string, limit = 20): Array<{ galaxy: number; system: number }> {
  const needle = fold(query);
  if (!needle) return [];
  const found: Array<{ galaxy: number; system: number }> = [];
  const seen = new Set<string>();
  const add = (galaxy: number, system: number) => {
    const key = `${galaxy}:${system}`;
    if (seen.has(key) || found.length >= limit) return;
    seen.add(key);
    found.push({ galaxy, system });
  };
  const matches = (planet: MapPlanet) =>
    [planet.name, planet.owner?.display_name, planet.owner?.empire_name, planet.owner_name].some(
      (text) => text && fold(text).includes(needle),
    );
  const stored = db.planets.findMany(undefined, { orderBy: { id: 'asc' } });
  for (const planet of stored) if (matches(planet)) add(planet.galaxy, planet.system_number);
  for (let galaxy = 1; galaxy <= UNIVERSE.galaxies && found.length < limit; galaxy++) {
    for (let system = 1; system <= UNIVERSE.systems && found.length < limit; system++) {
      if (!isExplored(galaxy, system)) continue;
      if (fold(systemName(galaxy, system)).includes(needle)) {
        add(galaxy, system);
        continue;
      }
      if (planetsOf(galaxy, system).some(matches)) add(galaxy, system);
    }
  }
  return found;
}
