// zod's settings (no eval under the CSP) before this module builds its schemas.
import '@imperio/api-client/zod-config';
import { z } from 'zod';
import { MISSION_DESTINATION_TYPES, type MissionType } from '@imperio/api-client';
import { amountValue, chosenShips, fleetCapacity, missionIssues, type MissionFormState, type MissionIssue } from './fleet';

/**
 * The New Mission form's own rules beside the spec's (lib/fleet): cargo 'máx.' and
 * 'todo', the form's refusals as a zod schema for react-hook-form, and the preview's
 * flight time for the arrival and return clock times.
 */

/** The resources a fleet carries, in the order 'todo' fills them. */
export const CARGO_RESOURCES = ['metal', 'crystal', 'deuterium'] as const;
export type CargoResource = (typeof CARGO_RESOURCES)[number];
export type CargoAmounts = Record<CargoResource, number>;

/** The cargo the form stands for, after fallbacks (each amount 0 or more). */
export function cargoOf(form: Pick<MissionFormState, CargoResource>): CargoAmounts {
  return { metal: amountValue(form.metal), crystal: amountValue(form.crystal), deuterium: amountValue(form.deuterium) };
}

/**
 * What the stock of the origin lets a fleet load: the stock rounded down, with the flight's fuel
 * (deuterium, paid on departure by the server) kept back; no stock known → no limit.
 */
function loadable(resource: CargoResource, stock: CargoAmounts | null, fuel: number): number {
  if (!stock) return Number.POSITIVE_INFINITY;
  const kept = resource === 'deuterium' ? Math.max(0, fuel) : 0;
  return Math.max(0, Math.floor(stock[resource] - kept));
}

/**
 * 'máx.' for one resource: as much as fits beside the other two resources
 * already loaded, and no more than the origin holds (deuterium minus the flight's fuel).
 * @param cargo the amounts loaded now (resource units)
 * @param capacity the fleet's cargo capacity (units); null when unknown
 * @param stock the origin's stock (units), null when unknown (then only the capacity limits)
 * @param fuel the flight's fuel in deuterium (0 when not known yet)
 * @returns the amount to put in the field, or null when the capacity is unknown
 */
export function cargoMax(
  resource: CargoResource,
  cargo: CargoAmounts,
  capacity: number | null,
  stock: CargoAmounts | null,
  fuel = 0,
): number | null {
  if (capacity === null) return null;
  const others = CARGO_RESOURCES.filter((other) => other !== resource).reduce((sum, other) => sum + cargo[other], 0);
  return Math.min(Math.max(0, Math.floor(capacity - others)), loadable(resource, stock, fuel));
}

/**
 * 'todo': fills the capacity in the order metal, crystal, deuterium, each
 * limited by what the origin holds (deuterium minus the flight's fuel).
 * @returns the three amounts, or null when the capacity is unknown
 * @example fillCargo(15000, { metal: 9000, crystal: 4000, deuterium: 5000 }, 100) // { metal: 9000, crystal: 4000, deuterium: 2000 }
 */
export function fillCargo(capacity: number | null, stock: CargoAmounts | null, fuel = 0): CargoAmounts | null {
  if (capacity === null) return null;
  let room = Math.max(0, Math.floor(capacity));
  const out: CargoAmounts = { metal: 0, crystal: 0, deuterium: 0 };
  for (const resource of CARGO_RESOURCES) {
    out[resource] = Math.min(room, loadable(resource, stock, fuel));
    room -= out[resource];
  }
  return out;
}

/** What a send may be refused for in the form: the spec's issues (p2 §5) and the form's own. */
export type MissionFormError = MissionIssue | 'noMissionType' | 'noShips' | 'overCapacity';

/** Where each refusal shows: the field it belongs to (`origin` and `cargo` are not inputs). */
export const MISSION_ERROR_FIELD: Readonly<Record<MissionFormError, string>> = {
  noOrigin: 'origin',
  noDestinationType: 'destinationType',
  sameAsOrigin: 'position',
  noMissionType: 'missionType',
  noShips: 'ships',
  overCapacity: 'cargo',
};

/** What the form's rules need besides the typed values. */
export interface MissionFormRules {
  /** The selected planet's coordinates; null without one. */
  origin: { galaxy: number; system: number; position: number } | null;
  /** Ships on the origin: how many and what one carries (null when the server does not say). */
  ships: ReadonlyArray<{ code: string; available: number; cargoCapacity?: number | null }>;
  /** The mission types, to know whether the chosen one carries resources. */
  missionTypes: readonly MissionType[];
  /** The preview's `total_cargo_capacity`, used when a ship's capacity is unknown. */
  previewCapacity?: unknown;
}

/** The fleet's capacity for a form (see `fleetCapacity`), null when unknown. */
export function formCapacity(form: Pick<MissionFormState, 'ships'>, rules: MissionFormRules): number | null {
  const available = Object.fromEntries(rules.ships.map((ship) => [ship.code, ship.available]));
  return fleetCapacity(chosenShips(form, available), rules.ships, rules.previewCapacity);
}

/** Whether the chosen mission type carries resources (`allows_resources`). */
export function carriesResources(missionType: string | null, missionTypes: readonly MissionType[]): boolean {
  return Boolean(missionTypes.find((type) => type.code === missionType)?.allows_resources);
}

/**
 * The New Mission form's rules as a zod schema (for `@hookform/resolvers/zod`), built from the
 * rules above so the form and the tests share one source (spec p2 §5 'Mission send'; the
 * capacity checked too). Each refusal is an issue whose message is a `MissionFormError` key
 * and whose path is the field it shows under (`MISSION_ERROR_FIELD`): no origin, no destination
 * type, a planet destination equal to the origin, no mission type, no ship above 0, cargo over
 * the fleet's capacity. Values stay the raw text typed (fallbacks apply when sent).
 */
export function missionFormSchema(rules: MissionFormRules) {
  return z
    .object({
      galaxy: z.string(),
      system: z.string(),
      position: z.string(),
      destinationType: z.enum(MISSION_DESTINATION_TYPES).nullable(),
      missionType: z.string().nullable(),
      speed: z.number(),
      ships: z.record(z.string(), z.string()),
      metal: z.string(),
      crystal: z.string(),
      deuterium: z.string(),
    })
    .superRefine((form, ctx) => {
      const refuse = (error: MissionFormError) => ctx.addIssue({ code: 'custom', message: error, path: [MISSION_ERROR_FIELD[error]] });
      missionIssues(form, rules.origin).forEach(refuse);
      const available = Object.fromEntries(rules.ships.map((ship) => [ship.code, ship.available]));
      if (!form.missionType) refuse('noMissionType');
      if (chosenShips(form, available).length === 0) refuse('noShips');
      const capacity = formCapacity(form, rules);
      const { metal, crystal, deuterium } = cargoOf(form);
      if (carriesResources(form.missionType, rules.missionTypes) && capacity !== null && metal + crystal + deuterium > capacity) {
        refuse('overCapacity');
      }
    });
}

/**
 * The preview's one-way flight time in seconds: `duration_seconds` when sent, else read from
 * `duration_formatted` ('0:00:09', '1:02:03:04' with days first); null when unreadable.
 */
export function previewSeconds(
  preview: { duration_seconds?: unknown; duration_formatted?: string | null } | null | undefined,
): number | null {
  if (!preview) return null;
  if (typeof preview.duration_seconds === 'number' && Number.isFinite(preview.duration_seconds)) return preview.duration_seconds;
  const parts = (preview.duration_formatted ?? '').trim().split(':');
  if (parts.length < 2 || parts.length > 4 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const [s = 0, m = 0, h = 0, d = 0] = parts.map(Number).reverse();
  return ((d * 24 + h) * 60 + m) * 60 + s;
}
