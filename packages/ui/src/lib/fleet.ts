import {
  config,
  MISSION_DESTINATION_TYPES,
  type CreateMissionBody,
  type Id,
  type MissionDestinationType,
  type MissionPreviewBody,
} from '@imperio/api-client';
import { allowsMissionType, speedValue } from '@imperio/rules';

/**
 * The fleet's rules (spec p2 §4 'Create mission form sequence', §5 'Mission send', 'Mission form
 * inputs', 'Mission types filtered by destination', 'Ships required by mission type', §9).
 * Pure functions: the New Mission form and the Fleet screen only call them. The game's own
 * rules (missions by destination, required ships, speed steps, cancelling) live in @imperio/rules;
 * this module reads the form's raw text and builds the request bodies.
 */

/** True for the destination types of the contract ('planet', 'moon', 'debris'). */
export function isDestinationType(value: unknown): value is MissionDestinationType {
  return typeof value === 'string' && (MISSION_DESTINATION_TYPES as readonly string[]).includes(value);
}

/** Coordinate bounds of the form (p2 §5): galaxy and system minimum 1, position 1–15. */
export const COORDINATE_BOUNDS = {
  galaxy: { min: 1, max: undefined },
  system: { min: 1, max: undefined },
  position: { min: 1, max: config.limits.positionsPerSystem },
} as const;
export type CoordinateField = keyof typeof COORDINATE_BOUNDS;

/**
 * The number a coordinate input stands for (p2 §5): text, blanks and other non-numbers fall
 * back to 1; decimals are cut (2.5 → 2); values are clamped to the field's bounds (0 and -1
 * → 1, position 16 → 15).
 */
export function coordinateValue(raw: string | number, field: CoordinateField): number {
  const number = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(number)) return 1;
  const { min, max } = COORDINATE_BOUNDS[field];
  const whole = Math.trunc(number);
  return Math.min(max ?? Number.MAX_SAFE_INTEGER, Math.max(min, whole));
}

/**
 * The number an amount input stands for (p2 §5): non-numbers fall back to 0, decimals are cut,
 * negatives become 0, and with `max` (ships available) the value stops there.
 */
export function amountValue(raw: string | number, max?: number): number {
  const number = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  if (!Number.isFinite(number)) return 0;
  const whole = Math.max(0, Math.trunc(number));
  return max === undefined ? whole : Math.min(Math.max(0, max), whole);
}

/** True when the text typed is exactly the value used (no fallback, cut or clamp happened). */
export function isExact(raw: string, value: number): boolean {
  return raw.trim() !== '' && Number(raw) === value;
}

/** What the player has typed or chosen in the New Mission form. Inputs keep their raw text. */
export interface MissionFormState {
  galaxy: string;
  system: string;
  position: string;
  destinationType: MissionDestinationType | null;
  missionType: string | null;
  speed: number;
  /** Ship code → raw quantity text. */
  ships: Record<string, string>;
  metal: string;
  crystal: string;
  deuterium: string;
}

/** The empty form for an origin (destination prefilled with the origin's system, position 1). */
export function emptyMissionForm(origin?: { galaxy: number; system: number } | null): MissionFormState {
  return {
    galaxy: String(origin?.galaxy ?? config.limits.defaultGalaxy),
    system: String(origin?.system ?? config.limits.defaultSystem),
    position: '1',
    destinationType: null,
    missionType: null,
    speed: config.limits.missionSpeedDefault,
    ships: {},
    metal: '0',
    crystal: '0',
    deuterium: '0',
  };
}

/**
 * Reads the galaxy's hand-over link (`/fleet?g=1&s=42&p=9&type=debris&mission=recycle`, see
 * `fleetLink` in ./galaxy): the destination, its type and the mission when allowed there.
 * @returns the form fields to prefill, or null when the address carries no destination
 */
export function formFromQuery(params: URLSearchParams): Partial<MissionFormState> | null {
  const g = params.get('g');
  const s = params.get('s');
  const p = params.get('p');
  if (g === null && s === null && p === null) return null;
  const type = params.get('type');
  const destinationType = isDestinationType(type) ? type : null;
  const mission = params.get('mission');
  const out: Partial<MissionFormState> = {
    galaxy: String(coordinateValue(g ?? '', 'galaxy')),
    system: String(coordinateValue(s ?? '', 'system')),
    position: String(coordinateValue(p ?? '', 'position')),
    destinationType,
  };
  if (mission && allowsMissionType(destinationType, mission)) out.missionType = mission;
  return out;
}

/** The chosen ships with a quantity above 0, clamped to what is available. */
export function chosenShips(
  form: Pick<MissionFormState, 'ships'>,
  available: Readonly<Record<string, number>>,
): Array<{ code: string; quantity: number }> {
  // A ship field react-hook-form registered but nobody typed in yet reads undefined (a fleet
  // form handed over from the galaxy with a transport crashed on it): it counts as 0.
  return Object.entries(form.ships as Partial<Record<string, string>>)
    .map(([code, raw]) => ({ code, quantity: amountValue(raw ?? '', available[code] ?? 0) }))
    .filter((ship) => ship.quantity > 0);
}

/** The destination the form stands for, after fallbacks. */
export function destinationOf(form: Pick<MissionFormState, 'galaxy' | 'system' | 'position'>) {
  return {
    galaxy: coordinateValue(form.galaxy, 'galaxy'),
    system: coordinateValue(form.system, 'system'),
    position: coordinateValue(form.position, 'position'),
  };
}

/** Validation messages of the send (p2 §5), as keys of the fleet namespace, in the spec's order. */
export type MissionIssue = 'noOrigin' | 'noDestinationType' | 'sameAsOrigin';

/**
 * What stops a send (p2 §5): no origin planet ('Selecciona un planeta origen'), no destination
 * type ('Selecciona el tipo de destino'), a planet destination equal to the origin ('No puedes
 * enviar una misión al mismo planeta de origen'). No mission type or no ships disable the
 * button without a message (see `canSend`).
 */
export function missionIssues(
  form: MissionFormState,
  origin: { galaxy: number; system: number; position: number } | null | undefined,
): MissionIssue[] {
  const issues: MissionIssue[] = [];
  if (!origin) issues.push('noOrigin');
  if (!form.destinationType) issues.push('noDestinationType');
  if (origin && form.destinationType === 'planet') {
    const to = destinationOf(form);
    if (to.galaxy === origin.galaxy && to.system === origin.system && to.position === origin.position) issues.push('sameAsOrigin');
  }
  return issues;
}

/** The send button's state (p2 §5): disabled without a mission type or without any ship above 0. */
export function canSend(form: MissionFormState, available: Readonly<Record<string, number>>): boolean {
  return Boolean(form.missionType) && chosenShips(form, available).length > 0;
}

/**
 * The create body (p2 §7): coordinates and amounts after fallbacks, cargo 0 when the type does
 * not carry resources, ships as one-entry `{code: quantity}` maps.
 * @throws Error when the form has no mission type or destination type (check `canSend` first)
 */
export function createMissionBody(
  form: MissionFormState,
  originId: Id,
  available: Readonly<Record<string, number>>,
  allowsResources: boolean,
): CreateMissionBody {
  if (!form.missionType || !form.destinationType) throw new Error('mission type and destination type are required');
  const to = destinationOf(form);
  return {
    mission_type: form.missionType,
    origin_planet_id: originId,
    destination_galaxy: to.galaxy,
    destination_system: to.system,
    destination_position: to.position,
    destination_type: form.destinationType,
    speed_percentage: speedValue(form.speed),
    metal_cargo: allowsResources ? amountValue(form.metal) : 0,
    crystal_cargo: allowsResources ? amountValue(form.crystal) : 0,
    deuterium_cargo: allowsResources ? amountValue(form.deuterium) : 0,
    ships: chosenShips(form, available).map((ship) => ({ [ship.code]: ship.quantity })),
  };
}

/**
 * The preview body (p2 §7): origin and destination coordinates, speed, and the ships as a list
 * of codes, one entry per ship.
 * @returns null without an origin or without ships (nothing to preview)
 */
export function previewMissionBody(
  form: MissionFormState,
  origin: { galaxy: number; system: number; position: number } | null | undefined,
  available: Readonly<Record<string, number>>,
): MissionPreviewBody | null {
  const ships = chosenShips(form, available);
  if (!origin || ships.length === 0) return null;
  const to = destinationOf(form);
  return {
    origin_galaxy: origin.galaxy,
    origin_system: origin.system,
    origin_position: origin.position,
    dest_galaxy: to.galaxy,
    dest_system: to.system,
    dest_position: to.position,
    speed_percentage: speedValue(form.speed),
    ships: ships.flatMap((ship) => Array.from({ length: ship.quantity }, () => ship.code)),
  };
}

/**
 * A report's list preview (p2 §2.6, §9): whitespace folded, at most 150 characters; a longer
 * text is cut at 150 and gets '…'.
 */
export function reportPreview(content: string | null | undefined, max: number = config.limits.reportPreviewChars): string {
  const text = (content ?? '').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * The fleet's cargo capacity in resource units: the sum of quantity × capacity per ship type
 * when every chosen type's capacity is known (so the form can refuse before any request), else
 * the preview's `total_cargo_capacity`, else null (unknown: nothing is refused).
 */
export function fleetCapacity(
  chosen: ReadonlyArray<{ code: string; quantity: number }>,
  ships: ReadonlyArray<{ code: string; cargoCapacity?: number | null }>,
  previewCapacity: unknown,
): number | null {
  const perShip = chosen.map((line) => ships.find((ship) => ship.code === line.code)?.cargoCapacity);
  if (chosen.length > 0 && perShip.every((value) => typeof value === 'number' && Number.isFinite(value))) {
    return chosen.reduce((sum, line, index) => sum + line.quantity * (perShip[index] as number), 0);
  }
  return typeof previewCapacity === 'number' && Number.isFinite(previewCapacity) ? previewCapacity : null;
}
