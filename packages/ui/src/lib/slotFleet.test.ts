import { describe, expect, it } from 'vitest';
import { cargoShipsFor, handoverShips, quickSendShips, recyclersNeeded, type ShipOnPlanet } from './slotFleet';

/** The demo home's hangar (mocks seed/ships.ts), with the catalogue's categories and capacities. */
const HOME: ShipOnPlanet[] = [
  { code: 'small_cargo', available: 12, cargoCapacity: 5_000, category: 'civil' },
  { code: 'large_cargo', available: 4, cargoCapacity: 25_000, category: 'civil' },
  { code: 'light_fighter', available: 30, cargoCapacity: 50, category: 'combat' },
  { code: 'heavy_fighter', available: 8, cargoCapacity: 100, category: 'combat' },
  { code: 'cruiser', available: 3, cargoCapacity: 800, category: 'combat' },
  { code: 'colony_ship', available: 1, cargoCapacity: 7_500, category: 'special' },
  { code: 'recycler', available: 2, cargoCapacity: 20_000, category: 'special' },
  { code: 'espionage_probe', available: 15, cargoCapacity: 5, category: 'special' },
];

describe('recyclersNeeded', () => {
  it('sends ceil(total debris / recycler capacity)', () => {
    expect(recyclersNeeded(45_000, 20_000, 5)).toBe(3);
    expect(recyclersNeeded(40_000, 20_000, 5)).toBe(2);
    expect(recyclersNeeded(40_001, 20_000, 5)).toBe(3);
    expect(recyclersNeeded(1, 20_000, 5)).toBe(1);
  });

  it('is capped at the recyclers on the planet', () => {
    expect(recyclersNeeded(100_000, 20_000, 2)).toBe(2);
  });

  it('sends none without recyclers, and at least one for a field', () => {
    expect(recyclersNeeded(45_000, 20_000, 0)).toBe(0);
    expect(recyclersNeeded(0, 20_000, 3)).toBe(1);
  });

  it('sends all of them when the capacity is unknown', () => {
    expect(recyclersNeeded(45_000, null, 4)).toBe(4);
    expect(recyclersNeeded(45_000, 0, 4)).toBe(4);
  });
});

describe('quickSendShips', () => {
  it('spies with one probe', () => {
    expect(quickSendShips('espionage', HOME)).toEqual({ ships: { espionage_probe: 1 } });
  });

  it('recycles with the recyclers the field needs', () => {
    expect(quickSendShips('recycle', HOME, 15_000)).toEqual({ ships: { recycler: 1 } });
    expect(quickSendShips('recycle', HOME, 95_000)).toEqual({ ships: { recycler: 2 } });
  });

  it('says which ship is missing', () => {
    const none = HOME.filter((ship) => ship.code !== 'espionage_probe' && ship.code !== 'recycler');
    expect(quickSendShips('espionage', none)).toEqual({ reason: 'noShip', ship: 'espionage_probe' });
    expect(quickSendShips('recycle', [...none, { code: 'recycler', available: 0 }], 5_000)).toEqual({ reason: 'noShip', ship: 'recycler' });
  });
});

describe('cargoShipsFor', () => {
  it('fills with the big ships first and covers the rest with the small ones', () => {
    expect(cargoShipsFor(27_000, HOME)).toEqual({ large_cargo: 1, small_cargo: 1 });
    expect(cargoShipsFor(50_000, HOME)).toEqual({ large_cargo: 2 });
    expect(cargoShipsFor(4_000, HOME)).toEqual({ small_cargo: 1 });
  });

  it('takes every cargo ship when they are too few', () => {
    expect(cargoShipsFor(10_000_000, HOME)).toEqual({ large_cargo: 4, small_cargo: 12 });
  });

  it('adds big ships when the small ones run out', () => {
    const ships = HOME.map((ship) => (ship.code === 'small_cargo' ? { ...ship, available: 1 } : ship));
    expect(cargoShipsFor(36_000, ships)).toEqual({ large_cargo: 2, small_cargo: 1 });
  });

  it('takes nothing for nothing to carry', () => {
    expect(cargoShipsFor(0, HOME)).toEqual({});
  });
});

describe('handoverShips', () => {
  it('attacks with every combat ship', () => {
    expect(handoverShips('attack', HOME, null)).toEqual({ light_fighter: 30, heavy_fighter: 8, cruiser: 3 });
  });

  it('transports the whole stock, once the stock is known', () => {
    expect(handoverShips('transport', HOME, 60_000)).toEqual({ large_cargo: 2, small_cargo: 2 });
    expect(handoverShips('transport', HOME, null)).toEqual({});
  });

  it('deploys every ship', () => {
    expect(handoverShips('deploy', HOME, null)).toEqual(Object.fromEntries(HOME.map((ship) => [ship.code, ship.available])));
  });

  it('colonises with one colony ship and spies with one probe', () => {
    expect(handoverShips('colonize', HOME, null)).toEqual({ colony_ship: 1 });
    expect(handoverShips('espionage', HOME, null)).toEqual({ espionage_probe: 1 });
    expect(handoverShips('colonize', [], null)).toEqual({});
  });

  it('leaves recycle and other types to the player', () => {
    expect(handoverShips('recycle', HOME, null)).toEqual({});
    expect(handoverShips(null, HOME, null)).toEqual({});
  });
});
