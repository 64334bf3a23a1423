import { PLANET_TYPES } from '@imperio/rules';
import { db } from '../db';
import { int, pick } from '../random';
import type { SeedContext } from './context';
import { DEMO_HOME, DEMO_USER_ID } from './demo';
import { OTHER_PLAYERS } from './players';

/** The demo commander's three planets: home, a colony two systems away, one in galaxy 2. */
export const DEMO_PLANETS = [
  {
    id: 101,
    name: 'Nueva Esperanza',
    galaxy: DEMO_HOME.galaxy,
    system: DEMO_HOME.system,
    position: 7,
    planet_type: 'normal',
    fields_total: 163,
  },
  {
    id: 102,
    name: 'Forja Boreal',
    galaxy: DEMO_HOME.galaxy,
    system: DEMO_HOME.system + 2,
    position: 4,
    planet_type: 'volcanic',
    fields_total: 140,
  },
  { id: 103, name: 'Marea Azul', galaxy: 2, system: 17, position: 11, planet_type: 'water', fields_total: 188 },
] as const;

/** Temperature range by position: inner planets are hot (OGame-like). */
function temperatures(position: number, rand: () => number) {
  const max = Math.round(140 - position * 10 + int(rand, -10, 10));
  const min = max - 40;
  return { temperature_min: min, temperature_max: max, temperature_average: Math.round((min + max) / 2) };
}

function ownerOf(id: number) {
  if (id === DEMO_USER_ID) return { id, display_name: 'Almirante Demo', empire_name: 'Imperio Austral' };
  const player = OTHER_PLAYERS.find((p) => p.id === id)!;
  return { id, display_name: player.display_name, empire_name: player.empire_name };
}

/** Creates one stored planet. */
export async function createPlanet(input: {
  id: number;
  name: string;
  galaxy: number;
  system: number;
  position: number;
  planet_type: string;
  fields_total: number;
  fields_used: number;
  ownerId: number;
  rand: () => number;
}) {
  const owner = ownerOf(input.ownerId);
  return db.planets.create({
    id: input.id,
    name: input.name,
    galaxy: input.galaxy,
    system_number: input.system,
    position: input.position,
    coordinates: `${input.galaxy}:${input.system}:${input.position}`,
    planet_type: input.planet_type,
    ...temperatures(input.position, input.rand),
    fields_used: input.fields_used,
    fields_total: input.fields_total,
    owner,
    owner_name: owner.display_name,
    system: { x: input.galaxy, y: input.system },
    production_factor: { metal: 1, crystal: 1, deuterium: 0.92 },
  });
}

const NAMES = ['Aurora', 'Tártaro', 'Ceres Prima', 'Helios', 'Umbra', 'Caronte', 'Vesta', 'Ícaro', 'Erebo', 'Nyx', 'Selene', 'Atlas'];

/** Seeds the demo planets and other players' planets around the demo home. */
export async function seedPlanets(ctx: SeedContext): Promise<void> {
  for (const planet of DEMO_PLANETS) {
    await createPlanet({ ...planet, fields_used: int(ctx.rand, 40, 90), ownerId: DEMO_USER_ID, rand: ctx.rand });
  }
  let id = 201;
  for (const player of OTHER_PLAYERS) {
    for (let i = 0; i < 2; i++) {
      const system = DEMO_HOME.system + int(ctx.rand, -3, 3);
      const position = int(ctx.rand, 1, 15);
      const taken = db.planets.findFirst((q) => q.where({ galaxy: DEMO_HOME.galaxy, system_number: system, position }));
      if (taken) continue;
      await createPlanet({
        id: id++,
        name: pick(ctx.rand, NAMES),
        galaxy: DEMO_HOME.galaxy,
        system,
        position,
        planet_type: pick(ctx.rand, PLANET_TYPES),
        fields_total: int(ctx.rand, 120, 220),
        fields_used: int(ctx.rand, 20, 150),
        ownerId: player.id,
        rand: ctx.rand,
      });
    }
  }
}
