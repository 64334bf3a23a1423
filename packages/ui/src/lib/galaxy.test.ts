import { describe, expect, it } from 'vitest';
import type { DebrisField, GalaxySystem, Planet } from '@imperio/api-client';
import { ownerSchema } from '@imperio/api-client/schemas/planet';
import { buildSlots, canStep, classifyPlanet, debrisWindow, fieldsTone, fleetLink, gridMove, step, systemStats } from './galaxy';

const me = { id: 1, display_name: 'Almirante Demo', username: 'demo' };

function planet(position: number, owner: Planet['owner'], extra: Partial<Planet> = {}): Planet {
  return {
    id: position,
    position,
    name: `P${position}`,
    owner,
    owner_name: owner?.display_name ?? null,
    coordinates: `1:42:${position}`,
    ...extra,
  };
}

describe('classifyPlanet', () => {
  it('is mine when the owner id equals the user id, also when the server sent it as text (parsed to a number)', () => {
    expect(classifyPlanet({ owner: { id: 1, display_name: 'X' } }, me)).toBe('mine');
    expect(classifyPlanet({ owner: ownerSchema.parse({ id: '1', display_name: null }) }, me)).toBe('mine');
  });

  it('is mine when only the owner name equals the user name', () => {
    expect(classifyPlanet({ owner: null, owner_name: 'Almirante Demo' }, me)).toBe('mine');
    expect(classifyPlanet({ owner: null, owner_name: 'demo' }, me)).toBe('mine');
    expect(classifyPlanet({ owner: { id: 99, display_name: 'Almirante Demo' } }, me)).toBe('mine');
  });

  it('is occupied by anyone else and free without an owner', () => {
    expect(classifyPlanet({ owner: { id: 2, display_name: 'Nova Stark' } }, me)).toBe('occupied');
    expect(classifyPlanet({ owner: null, owner_name: 'Nova Stark' }, me)).toBe('occupied');
    expect(classifyPlanet({ owner: null, owner_name: null }, me)).toBe('free');
    expect(classifyPlanet({ owner: null, owner_name: '  ' }, me)).toBe('free');
  });

  it('never calls a planet mine without a logged-in user, nor matches an empty name', () => {
    expect(classifyPlanet({ owner: { id: 1, display_name: 'A' } }, null)).toBe('occupied');
    expect(classifyPlanet({ owner: { id: 7, display_name: '' }, owner_name: '' }, { id: 1, display_name: '', username: '' })).toBe(
      'occupied',
    );
  });
});

describe('buildSlots', () => {
  const system = {
    x: 1,
    y: 42,
    planets: [
      planet(7, { id: 1, display_name: 'Almirante Demo' }),
      planet(3, { id: 2, display_name: 'Nova Stark' }),
      planet(5, null),
      planet(16, { id: 2, display_name: 'Nova Stark' }),
      planet(3, { id: 3, display_name: 'Duplicate' }),
    ],
  };
  const debris = [
    { id: 1, galaxy: 1, system: 42, position: 9, metal_amount: 100, crystal_amount: 50, total_resources: 150 },
    { id: 2, galaxy: 1, system: 43, position: 7, metal_amount: 1, crystal_amount: 1, total_resources: 2 },
  ] as DebrisField[];

  it('makes 15 slots with the planet, class and debris of each position', () => {
    const slots = buildSlots(system, debris, me);
    expect(slots).toHaveLength(15);
    expect(slots.map((slot) => slot.kind).join(',')).toBe(
      'empty,empty,occupied,empty,free,empty,mine,empty,empty,empty,empty,empty,empty,empty,empty',
    );
    expect(slots[2]!.planet?.owner?.display_name).toBe('Nova Stark');
    expect(slots[8]!.debris?.id).toBe(1);
    expect(slots[6]!.debris).toBeNull();
  });

  it('gives 15 empty slots for an unexplored system', () => {
    expect(buildSlots({ x: 1, y: 1, planets: [] }, [], me).every((slot) => slot.kind === 'empty' && !slot.planet)).toBe(true);
  });
});

describe('systemStats', () => {
  const base: GalaxySystem = { x: 1, y: 42, explored: true, planets: [] };
  it('reads the server counts', () => {
    expect(systemStats({ ...base, colonized_planets_count: 6, free_positions: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toEqual({
      colonized: 6,
      free: 9,
      explored: true,
      colonizable: true,
    });
  });
  it('counts when the server does not, and a full system is not colonizable', () => {
    const planets = Array.from({ length: 15 }, (_, i) => planet(i + 1, { id: 2, display_name: 'N' }));
    expect(systemStats({ ...base, planets })).toEqual({ colonized: 15, free: 0, explored: true, colonizable: false });
  });
  it('reads an unexplored system as 15 free positions', () => {
    expect(
      systemStats({ ...base, explored: false, colonized_planets_count: 0, free_positions: Array.from({ length: 15 }, (_, i) => i + 1) }),
    ).toMatchObject({ free: 15, explored: false });
  });
});

describe('debrisWindow', () => {
  it('covers systems s-2 to s+2 of the current galaxy', () => {
    expect(debrisWindow(1, 42)).toEqual({ galaxy: 1, system_min: 40, system_max: 44 });
  });
  it('never starts below system 1', () => {
    expect(debrisWindow(2, 1)).toEqual({ galaxy: 2, system_min: 1, system_max: 3 });
    expect(debrisWindow(2, 2)).toEqual({ galaxy: 2, system_min: 1, system_max: 4 });
    expect(debrisWindow(2, 3)).toEqual({ galaxy: 2, system_min: 1, system_max: 5 });
  });
});

describe('navigation bounds', () => {
  it('moves by one and never below 1', () => {
    expect(step({ galaxy: 1, system: 42 }, 'system', 1)).toEqual({ galaxy: 1, system: 43 });
    expect(step({ galaxy: 1, system: 1 }, 'system', -1)).toEqual({ galaxy: 1, system: 1 });
    expect(step({ galaxy: 1, system: 1 }, 'galaxy', -1)).toEqual({ galaxy: 1, system: 1 });
    expect(step({ galaxy: 2, system: 7 }, 'galaxy', -1)).toEqual({ galaxy: 1, system: 7 });
    expect(canStep({ galaxy: 1, system: 1 }, 'system', -1)).toBe(false);
    expect(canStep({ galaxy: 1, system: 1 }, 'galaxy', -1)).toBe(false);
    expect(canStep({ galaxy: 1, system: 1 }, 'system', 1)).toBe(true);
  });
  it('stops at the last galaxy and system', () => {
    expect(canStep({ galaxy: 9, system: 499 }, 'galaxy', 1)).toBe(false);
    expect(canStep({ galaxy: 9, system: 499 }, 'system', 1)).toBe(false);
  });
});

describe('gridMove', () => {
  it('moves within a 5-column grid and leaves the system at the ends', () => {
    expect(gridMove(0, 'ArrowRight')).toBe(1);
    expect(gridMove(0, 'ArrowDown')).toBe(5);
    expect(gridMove(12, 'ArrowDown')).toBe(12);
    expect(gridMove(7, 'ArrowUp')).toBe(2);
    expect(gridMove(2, 'ArrowUp')).toBe(2);
    expect(gridMove(0, 'ArrowLeft')).toBe('previous');
    expect(gridMove(14, 'ArrowRight')).toBe('next');
    expect(gridMove(6, 'End')).toBe(14);
    expect(gridMove(6, 'Home')).toBe(0);
    expect(gridMove(6, 'a')).toBeNull();
  });
});

describe('fieldsTone and fleetLink', () => {
  it('colours fields by the spec thresholds', () => {
    expect(fieldsTone(49, 100)).toBe('success');
    expect(fieldsTone(50, 100)).toBe('warning');
    expect(fieldsTone(79, 100)).toBe('warning');
    expect(fieldsTone(80, 100)).toBe('danger');
    expect(fieldsTone(0, 0)).toBe('danger');
  });
  it('addresses the fleet form with the destination', () => {
    expect(fleetLink({ galaxy: 1, system: 42, position: 9 }, 'debris', 'recycle')).toBe('/fleet?g=1&s=42&p=9&type=debris&mission=recycle');
  });
});
