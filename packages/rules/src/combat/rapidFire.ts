/**
 * Rapid fire, keyed by unit code (the codes of this project's ship and defence types): after a
 * shot at a unit of type `target`, a `shooter` with rapid fire R against it fires again at a new
 * random enemy with probability (R − 1) / R, so on average it fires R times at such units.
 * Source: the classic OGame values (OGame wiki, "Rapid Fire"; docs/combat.md), for the codes
 * this game has. Battlecruisers, solar satellites and crawlers are not in this game.
 */
export const RAPID_FIRE: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  small_cargo: { espionage_probe: 5 },
  large_cargo: { espionage_probe: 5 },
  light_fighter: { espionage_probe: 5 },
  heavy_fighter: { espionage_probe: 5, small_cargo: 3 },
  cruiser: { espionage_probe: 5, light_fighter: 6, rocket_launcher: 10 },
  battleship: { espionage_probe: 5 },
  colony_ship: { espionage_probe: 5 },
  recycler: { espionage_probe: 5 },
  bomber: { espionage_probe: 5, rocket_launcher: 20, light_laser: 20, heavy_laser: 10, ion_cannon: 10 },
  destroyer: { espionage_probe: 5, light_laser: 10 },
  deathstar: {
    small_cargo: 250,
    large_cargo: 250,
    light_fighter: 200,
    heavy_fighter: 100,
    cruiser: 33,
    battleship: 30,
    colony_ship: 250,
    recycler: 250,
    espionage_probe: 1250,
    bomber: 25,
    destroyer: 5,
    rocket_launcher: 200,
    light_laser: 200,
    heavy_laser: 100,
    gauss_cannon: 50,
    ion_cannon: 100,
  },
};

/**
 * The chance that `shooter` fires again after a shot at `target`: (R − 1) / R for rapid fire
 * R > 1 in `table`, else 0.
 */
export function rapidFireChance(
  shooter: string,
  target: string,
  table: Readonly<Record<string, Readonly<Record<string, number>>>> = RAPID_FIRE,
): number {
  const value = table[shooter]?.[target] ?? 0;
  return value > 1 ? (value - 1) / value : 0;
}
