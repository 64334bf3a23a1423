import type { DefenseType, ShipType } from '@imperio/api-client';
import type { BattleInput, Resources, Technologies, UnitSpec } from '@imperio/rules';

export type Side = 'attacker' | 'defender';
export const TECHNOLOGIES = ['weapons', 'shielding', 'armour'] as const satisfies readonly (keyof Technologies)[];
export const RESOURCES = ['metal', 'crystal', 'deuterium'] as const satisfies readonly (keyof Resources)[];

/** A side as typed in the form: counts by unit code and technology levels, as the fields hold them. */
export interface SideForm {
  units: Record<string, string>;
  tech: Record<keyof Technologies, string>;
}

/** The whole form: both sides, and the resources on the defender's planet (optional, for the loot). */
export interface CombatForm {
  attacker: SideForm;
  defender: SideForm;
  resources: Record<keyof Resources, string>;
}

/**
 * A battle to open the simulator with (from a spy report, a link): unit counts by code (the ship
 * and defence types' `code`), technology levels and the defender's resources, all optional.
 */
export interface CombatPrefill {
  /** The defender's planet 'g:s:p' (a spy report's target): with an origin, the trip's fuel shows. */
  target?: string;
  attacker?: { units?: Record<string, number>; tech?: Partial<Technologies> };
  defender?: { units?: Record<string, number>; tech?: Partial<Technologies>; resources?: Partial<Resources> };
}

/** The seed's two sample fleets, the first preset (spec p2 §2.10's demo battle). */
export const SAMPLE_PRESET: CombatPrefill = {
  attacker: { units: { light_fighter: 150, heavy_fighter: 50, cruiser: 25, battleship: 10 } },
  defender: { units: { light_fighter: 80, cruiser: 30, rocket_launcher: 200, light_laser: 100 } },
};

const text = (value: number | undefined) => (value ? String(value) : '');

/** The form filled from a prefill (missing fields empty, which counts as 0). */
export function formFromPrefill(prefill: CombatPrefill | null): CombatForm {
  const side = (from: CombatPrefill['attacker']): SideForm => ({
    units: Object.fromEntries(Object.entries(from?.units ?? {}).map(([code, count]) => [code, text(count)])),
    tech: { weapons: text(from?.tech?.weapons), shielding: text(from?.tech?.shielding), armour: text(from?.tech?.armour) },
  });
  const stock = prefill?.defender?.resources;
  return {
    attacker: side(prefill?.attacker),
    defender: side(prefill?.defender),
    resources: { metal: text(stock?.metal), crystal: text(stock?.crystal), deuterium: text(stock?.deuterium) },
  };
}

/** A whole number ≥ 0 from a field ('' is 0); null for anything else. */
export function wholeNumber(value: string | undefined): number | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const number = Number(trimmed);
  return Number.isSafeInteger(number) ? number : null;
}

const nonNegative = (value: unknown) => {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : undefined;
};

/** `code:count,code:count` → counts by code (bad pairs skipped). */
function parseUnits(value: string | null): Record<string, number> | undefined {
  if (!value) return undefined;
  const units: Record<string, number> = {};
  for (const pair of value.split(',')) {
    const [code, count] = pair.split(':');
    const number = nonNegative(count);
    if (code && /^[a-z0-9_]+$/.test(code) && number !== undefined) units[code] = number;
  }
  return units;
}

/** `weapons,shielding,armour` → levels. */
function parseTech(value: string | null): Partial<Technologies> | undefined {
  if (!value) return undefined;
  const [weapons, shielding, armour] = value.split(',').map(nonNegative);
  return { weapons, shielding, armour };
}

/** `{ target }` when `value` is 'g:s:p' (brackets allowed), else nothing. */
function targetOf(value: unknown): { target?: string } {
  const match = typeof value === 'string' ? /^\[?(\d+:\d+:\d+)\]?$/.exec(value.trim()) : null;
  return match ? { target: match[1]! } : {};
}

function fromState(value: unknown): CombatPrefill | null {
  if (!value || typeof value !== 'object' || !('combat' in value)) return null;
  const combat = value.combat;
  if (!combat || typeof combat !== 'object') return null;
  const side = (raw: unknown) => {
    if (!raw || typeof raw !== 'object') return undefined;
    const { units, tech, resources } = raw as Record<string, unknown>;
    const numbers = (record: unknown) =>
      record && typeof record === 'object'
        ? Object.fromEntries(
            Object.entries(record as Record<string, unknown>).flatMap(([key, count]) => {
              const number = nonNegative(count);
              return number === undefined ? [] : [[key, number]];
            }),
          )
        : undefined;
    return { units: numbers(units), tech: numbers(tech), resources: numbers(resources) };
  };
  const { attacker, defender, target } = combat as Record<string, unknown>;
  return { attacker: side(attacker), defender: side(defender), ...targetOf(target) };
}

/**
 * The battle a link or a navigation asks for, else null. Router state wins over the address.
 * - state: `{ combat: CombatPrefill }` (e.g. `navigate('/simulator', { state: { combat } })`);
 * - address: `?from=report&defender=rocket_launcher:200,light_laser:10&attacker=light_fighter:50`
 *   `&attackerTech=10,8,9&defenderTech=7,6,5&metal=1000&crystal=500&deuterium=100`
 *   `&target=1:41:9` (technologies are weapons,shielding,armour; only `attacker` or `defender` makes it a prefill).
 * Unknown codes are kept (they show nowhere until a type has that code); bad numbers are skipped.
 */
export function readPrefill(search: string, state: unknown): CombatPrefill | null {
  const fromNavigation = fromState(state);
  if (fromNavigation) return fromNavigation;
  const params = new URLSearchParams(search);
  if (!params.has('attacker') && !params.has('defender')) return null;
  const resources = Object.fromEntries(
    RESOURCES.flatMap((name) => {
      const number = nonNegative(params.get(name));
      return params.has(name) && number !== undefined ? [[name, number]] : [];
    }),
  );
  return {
    ...targetOf(params.get('target')),
    attacker: { units: parseUnits(params.get('attacker')), tech: parseTech(params.get('attackerTech')) },
    defender: { units: parseUnits(params.get('defender')), tech: parseTech(params.get('defenderTech')), resources },
  };
}

/** The code a type is keyed by in the form and the rapid-fire table (`type-<id>` without a code). */
export const unitCode = (type: { id: number | string; code?: string | null }) => type.code || `type-${type.id}`;

/** Defence categories that take no part in a battle (missiles are fired, not fought). */
const NOT_IN_COMBAT = new Set(['missile']);

/** Whether a defence type fights in a battle. */
export const fightsInCombat = (type: DefenseType) => !NOT_IN_COMBAT.has(type.category ?? '');

/** A ship or defence type as the combat rules see it (hull = `armor` as structural points). */
export function unitSpec(type: ShipType | DefenseType, defense: boolean): UnitSpec {
  const value = (number: number | null | undefined) => Math.max(0, Number(number ?? 0)) || 0;
  return {
    code: unitCode(type),
    attack: value(type.attack),
    shield: value(type.shield),
    hull: value(type.armor),
    metal: value(type.metal_cost),
    crystal: value(type.crystal_cost),
    deuterium: value(type.deuterium_cost),
    cargo: defense ? 0 : value('cargo_capacity' in type ? type.cargo_capacity : 0),
    defense,
  };
}

/** Where the form is wrong: the field names (`attacker.units.cruiser`, `defender.tech.armour`, `resources.metal`). */
export type FormErrors = string[];

/**
 * The battle the form describes, from the loaded types (ships on both sides, defences only on
 * the defender). Empty fields count as 0; resources all empty mean 'unknown' (no loot).
 * @returns `{ input }`, or `{ errors }` naming each field that is not a whole number ≥ 0
 */
export function battleFromForm(
  form: CombatForm,
  ships: ShipType[],
  defences: DefenseType[],
): { input: BattleInput; errors?: undefined } | { errors: FormErrors; input?: undefined } {
  const errors: FormErrors = [];
  const read = (name: string, value: string | undefined) => {
    const number = wholeNumber(value);
    if (number === null) errors.push(name);
    return number ?? 0;
  };
  const side = (name: Side, types: { type: ShipType | DefenseType; defense: boolean }[]) => ({
    units: types.map(({ type, defense }) => ({
      spec: unitSpec(type, defense),
      count: read(`${name}.units.${unitCode(type)}`, form[name].units[unitCode(type)]),
    })),
    tech: {
      weapons: read(`${name}.tech.weapons`, form[name].tech.weapons),
      shielding: read(`${name}.tech.shielding`, form[name].tech.shielding),
      armour: read(`${name}.tech.armour`, form[name].tech.armour),
    },
  });
  const shipTypes = ships.map((type) => ({ type, defense: false }));
  const attacker = side('attacker', shipTypes);
  const defender = side('defender', [...shipTypes, ...defences.filter(fightsInCombat).map((type) => ({ type, defense: true }))]);
  const known = RESOURCES.some((name) => form.resources[name].trim() !== '');
  const resources: Resources = {
    metal: read('resources.metal', form.resources.metal),
    crystal: read('resources.crystal', form.resources.crystal),
    deuterium: read('resources.deuterium', form.resources.deuterium),
  };
  if (errors.length) return { errors };
  return { input: { attacker, defender, defenderResources: known ? resources : null } };
}
