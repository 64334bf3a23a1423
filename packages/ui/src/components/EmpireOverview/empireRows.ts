import type { Mission, Planet, PlanetBuildings } from '@imperio/api-client';
import { projectResource, type ResourceSnapshot } from '../../lib/resources';

/** The capped resources the overview lists, in the spec's order. */
export const STOCK_KEYS = ['metal', 'crystal', 'deuterium'] as const;
type StockKey = (typeof STOCK_KEYS)[number];

/** One own planet's line of the empire overview. */
export interface EmpireRow {
  id: Planet['id'];
  name: string;
  coordinates: string | null;
  /** Stock projected to `nowMs` (capped at storage); null until its resources load. */
  stock: Record<StockKey, number> | null;
  /** Production per hour; null until its resources load. */
  perHour: Record<StockKey, number> | null;
  fieldsUsed: number | null;
  fieldsTotal: number | null;
  /** The building being upgraded: its code, the level it reaches, when it ends (ms), or null. */
  building: { code: string; name: string | null; level: number; endsAtMs: number | null } | null;
  /** Fleets that left this planet or head to it and have not ended. */
  fleets: number;
  /** The next arrival or return that concerns this planet (ms since the epoch), or null. */
  nextFleetMs: number | null;
}

const ACTIVE = new Set(['preparing', 'traveling', 'at_destination', 'returning']);
const ms = (iso: string | null | undefined) => {
  const value = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(value) ? value : null;
};
const num = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * One planet's row from what the existing calls answered: `snapshot` (its resources, see
 * lib/resources), `buildings` (GET /buildings/planet/{id}/) and every active mission. A fleet
 * concerns the planet when it left from it or flies to its coordinates; its next moment is the
 * arrival while outbound, the return while returning. Times in ms since the epoch.
 */
export function empireRow(
  planet: Planet,
  snapshot: ResourceSnapshot | undefined,
  buildings: PlanetBuildings | undefined,
  missions: readonly Mission[],
  nowMs: number,
): EmpireRow {
  const stock = snapshot
    ? (Object.fromEntries(STOCK_KEYS.map((key) => [key, projectResource(snapshot, key, nowMs).amount])) as Record<StockKey, number>)
    : null;
  const perHour = snapshot
    ? (Object.fromEntries(STOCK_KEYS.map((key) => [key, Math.round(snapshot.perSecond[key] * 3600)])) as Record<StockKey, number>)
    : null;
  const upgrading = buildings?.buildings.find((b) => b.is_upgrading);
  const mine = missions.filter(
    (mission) =>
      ACTIVE.has(mission.status ?? '') &&
      ((mission.origin_planet ?? mission.origin_planet_data?.id) === planet.id ||
        (planet.coordinates != null && mission.destination_coordinates === planet.coordinates)),
  );
  const moments = mine
    .map((mission) => ms(mission.status === 'returning' ? mission.return_time : mission.arrival_time))
    .filter((value): value is number => value !== null && value >= nowMs);
  return {
    id: planet.id,
    name: planet.name ?? '',
    coordinates: planet.coordinates ?? null,
    stock,
    perHour,
    fieldsUsed: num(buildings?.fields_used ?? planet.fields_used),
    fieldsTotal: num(buildings?.fields_total ?? planet.fields_total),
    building: upgrading
      ? {
          code: upgrading.building_code,
          name: upgrading.building_name ?? null,
          level: upgrading.level + 1,
          endsAtMs: ms(upgrading.upgrade_ends),
        }
      : null,
    fleets: mine.length,
    nextFleetMs: moments.length ? Math.min(...moments) : null,
  };
}

/** The columns the overview sorts by. */
export type EmpireSortKey = 'name' | 'coordinates' | StockKey | 'production' | 'fields' | 'building' | 'fleets';

const sortValue: Record<EmpireSortKey, (row: EmpireRow) => number | string | null> = {
  name: (row) => row.name.toLocaleLowerCase(),
  coordinates: (row) =>
    (row.coordinates ?? '')
      .split(':')
      .map((part) => part.padStart(3, '0'))
      .join(':'),
  metal: (row) => row.stock?.metal ?? null,
  crystal: (row) => row.stock?.crystal ?? null,
  deuterium: (row) => row.stock?.deuterium ?? null,
  production: (row) => (row.perHour ? row.perHour.metal + row.perHour.crystal + row.perHour.deuterium : null),
  fields: (row) => row.fieldsUsed,
  building: (row) => row.building?.endsAtMs ?? null,
  fleets: (row) => row.fleets,
};

/**
 * The rows ordered by `key`, ascending or descending; rows whose value is not known yet go last
 * either way, and ties keep the planets' own order (a stable sort).
 */
export function sortEmpireRows(rows: readonly EmpireRow[], key: EmpireSortKey, direction: 'ascending' | 'descending'): EmpireRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue[key](row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      const order = typeof a.value === 'string' ? a.value.localeCompare(String(b.value)) : a.value - Number(b.value);
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}
