/**
 * A spy report as data (spec p2 §3 'Mission report', report_type 'espionage'): what the probes
 * saw, section by section, for the report's table and its actions ('Simular', 'Atacar').
 * The server may send the sections in `metadata` (`metal`, `crystal`, `deuterium`; `fleet` or
 * `ships`, `defences` or `defenses`, `buildings`, `research` as code → count/level maps) or only
 * in the text, one line per section as the demo universe writes it:
 *   `Recursos en Vesta [1:41:9]: 34.000 metal, 18.000 cristal, 6.000 deuterio.`
 *   `Flota: Cazador ligero 12, Crucero 2.`  ·  `Defensas: envía más sondas para verlas.`
 * Metadata wins over the text. A section the probes did not see (no line, or a line without
 * counts) is `null`. Names are matched to codes by the client's Spanish catalogue (entityCode).
 * Pure: no React.
 */
import { coordinatesOf } from './coordinates';
import { entityCode, type EntityKind } from './entityName';
import { fleetLink } from './galaxy';

/** One row of a section: the entity's code when the client knows it, the name as sent, the count or level. */
export interface SpyRow {
  code: string | null;
  name: string;
  count: number;
}

/** The unit sections of a report, in the table's order. */
export const SPY_SECTIONS = ['fleet', 'defences', 'buildings', 'research'] as const;
export type SpySection = (typeof SPY_SECTIONS)[number];

/** What a spy report says; `null` where the probes saw nothing (or the report does not say). */
export interface EspionageData {
  coordinates: { galaxy: number; system: number; position: number } | null;
  owner: string | null;
  resources: { metal: number; crystal: number; deuterium: number } | null;
  fleet: SpyRow[] | null;
  defences: SpyRow[] | null;
  buildings: SpyRow[] | null;
  research: SpyRow[] | null;
}

/** The entity kind each section's names belong to. */
const KIND: Record<SpySection, EntityKind> = { fleet: 'ship', defences: 'defense', buildings: 'building', research: 'research' };

/** Metadata keys per section (the first present wins). */
const META_KEYS: Record<SpySection, readonly string[]> = {
  fleet: ['fleet', 'ships'],
  defences: ['defences', 'defenses'],
  buildings: ['buildings'],
  research: ['research'],
};

/** Line labels per section, Spanish (the spec's language) and English, lower case. */
const LINE_LABELS: Record<SpySection | 'resources', readonly string[]> = {
  resources: ['recursos', 'resources'],
  fleet: ['flota', 'fleet', 'naves', 'ships'],
  defences: ['defensas', 'defensa', 'defences', 'defenses'],
  buildings: ['edificios', 'buildings'],
  research: ['investigación', 'investigaciones', 'investigacion', 'research'],
};

const RESOURCE_WORDS: Record<'metal' | 'crystal' | 'deuterium', readonly string[]> = {
  metal: ['metal'],
  crystal: ['cristal', 'crystal'],
  deuterium: ['deuterio', 'deuterium'],
};

/** A whole count from a number or a grouped text ('34.000', '34,000', '34 000'); null for anything else. */
export function countOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!/^\d{1,3}([.,\s\u00a0\u202f]?\d{3})*$/.test(trimmed) && !/^\d+$/.test(trimmed)) return null;
  return Number(trimmed.replace(/\D/g, ''));
}

/** `code → count` from metadata as rows (bad counts skipped), or null when it is not a map. */
function rowsFromMap(section: SpySection, value: unknown): SpyRow[] | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  return Object.entries(value as Record<string, unknown>).flatMap(([key, raw]) => {
    const count = countOf(raw);
    if (count === null) return [];
    return [{ code: entityCode(KIND[section], key, key) ?? null, name: key, count }];
  });
}

/** `Cazador ligero 12, Crucero 2.` (or `12 × Crucero`) as rows; null when no item has a count. */
function rowsFromText(section: SpySection, text: string): SpyRow[] | null {
  const items = text
    .replace(/\.\s*$/, '')
    .split(/,\s+|;\s*/)
    .map((item) => item.trim())
    .filter(Boolean);
  const rows = items.flatMap((item): SpyRow[] => {
    const after = /^(.*\S)\s+(\d[\d.,\s\u00a0\u202f]*)$/.exec(item);
    const before = /^(\d[\d.,\s\u00a0\u202f]*?)\s*[×x]?\s+(\D.*)$/.exec(item);
    const [name, raw] = after ? [after[1]!, after[2]!] : before ? [before[2]!, before[1]!] : [null, null];
    const count = raw === null ? null : countOf(raw.trim());
    if (name === null || count === null) return [];
    const clean = name.replace(/:$/, '').trim();
    return [{ code: entityCode(KIND[section], null, clean) ?? null, name: clean, count }];
  });
  return rows.length ? rows : null;
}

/** `34.000 metal, 18.000 cristal, 6.000 deuterio` as amounts; null when no resource is named. */
function resourcesFromText(text: string): EspionageData['resources'] {
  const out = { metal: 0, crystal: 0, deuterium: 0 };
  let found = false;
  for (const part of text.replace(/\.\s*$/, '').split(/,\s+|\s+y\s+|\s+and\s+/)) {
    const match = /^(\d[\d.,\s\u00a0\u202f]*?)\s+(\p{L}+)$/u.exec(part.trim());
    if (!match) continue;
    const count = countOf(match[1]!);
    const word = match[2]!.toLowerCase();
    const resource = (Object.keys(RESOURCE_WORDS) as (keyof typeof RESOURCE_WORDS)[]).find((key) => RESOURCE_WORDS[key].includes(word));
    if (count === null || !resource) continue;
    out[resource] = count;
    found = true;
  }
  return found ? out : null;
}

/** The report's text lines by section: 'Label…: rest' with a known label. */
function linesBySection(content: string): Partial<Record<SpySection | 'resources', string>> {
  const out: Partial<Record<SpySection | 'resources', string>> = {};
  for (const line of content.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    // 'Recursos en Vesta [1:41:9]: …' — the label is the first word; the colon after the coordinates ends it.
    const head = line.slice(0, colon);
    const bracket = line.lastIndexOf(']:');
    const body = (bracket >= 0 ? line.slice(bracket + 2) : line.slice(colon + 1)).trim();
    const word = head.trim().split(/\s+/)[0]!.toLowerCase();
    const section = (Object.keys(LINE_LABELS) as (SpySection | 'resources')[]).find((key) => LINE_LABELS[key].includes(word));
    if (section && !(section in out)) out[section] = body;
  }
  return out;
}

/**
 * What a spy report says, from its metadata and text (see the module comment).
 * @param report the report's `content` (free text, may be null) and `metadata` (may be null)
 * @returns every section, `null` where nothing was seen; never throws
 */
export function parseEspionageReport(report: { content?: string | null; metadata?: Record<string, unknown> | null }): EspionageData {
  const meta = report.metadata ?? {};
  const lines = linesBySection(report.content ?? '');
  const metaResources = (['metal', 'crystal', 'deuterium'] as const).map((key) => countOf(meta[key]));
  const resources = metaResources.some((value) => value !== null)
    ? { metal: metaResources[0] ?? 0, crystal: metaResources[1] ?? 0, deuterium: metaResources[2] ?? 0 }
    : lines.resources !== undefined
      ? resourcesFromText(lines.resources)
      : null;
  const section = (name: SpySection): SpyRow[] | null => {
    for (const key of META_KEYS[name]) {
      const rows = rowsFromMap(name, meta[key]);
      if (rows) return rows;
    }
    const line = lines[name];
    return line === undefined ? null : rowsFromText(name, line);
  };
  const rawCoords = typeof meta.coordinates === 'string' ? meta.coordinates : /\[(\d+:\d+:\d+)\]/.exec(report.content ?? '')?.[1];
  const place = coordinatesOf(rawCoords?.replace(/^\[|\]$/g, ''));
  return {
    coordinates: place ?? null,
    owner: typeof meta.owner === 'string' && meta.owner.trim() ? meta.owner.trim() : null,
    resources,
    fleet: section('fleet'),
    defences: section('defences'),
    buildings: section('buildings'),
    research: section('research'),
  };
}

/** Whether the report holds anything the table can show (else the text is shown as sent). */
export function hasSpyData(data: EspionageData): boolean {
  return data.resources !== null || SPY_SECTIONS.some((name) => data[name] !== null);
}

/** Unit counts by code for the simulator (rows without a known code are left out). */
export function countsByCode(rows: readonly SpyRow[] | null): Record<string, number> {
  const out: Record<string, number> = {};
  for (const row of rows ?? []) if (row.code && row.count > 0) out[row.code] = (out[row.code] ?? 0) + row.count;
  return out;
}

/** The research codes that set a side's combat technologies. */
const TECH_CODES = { weapons: 'weapons_technology', shielding: 'shielding_technology', armour: 'armour_technology' } as const;

/** The defender's combat technologies from the research section (weapons, shielding, armour), when seen. */
export function combatTech(research: readonly SpyRow[] | null): Partial<Record<keyof typeof TECH_CODES, number>> | undefined {
  if (!research) return undefined;
  const level = (code: string) => research.find((row) => row.code === code)?.count;
  return { weapons: level(TECH_CODES.weapons), shielding: level(TECH_CODES.shielding), armour: level(TECH_CODES.armour) };
}

/**
 * The cargo ships an attack takes for `loot` (resource units): large cargo first (as many as the
 * loot needs and the planet has), then small cargo for the rest; null capacity = that kind unknown.
 * @returns ship code → count, only kinds with a count above 0; `short` is the loot left without room
 */
export function cargoPick(
  loot: number,
  have: { small_cargo?: number; large_cargo?: number },
  capacity: { small_cargo: number | null; large_cargo: number | null },
): { ships: Record<string, number>; short: number } {
  let left = Math.max(0, Math.floor(loot));
  const ships: Record<string, number> = {};
  for (const code of ['large_cargo', 'small_cargo'] as const) {
    const room = capacity[code];
    const available = Math.max(0, Math.floor(have[code] ?? 0));
    if (!room || room <= 0 || left <= 0 || available <= 0) continue;
    const count = Math.min(available, Math.ceil(left / room));
    ships[code] = count;
    left = Math.max(0, left - count * room);
  }
  return { ships, short: left };
}

/** What a spy report's actions work from: the parsed report, its loot total (units) and the cargo capacities by ship code. */
export interface SpyPlan {
  data: EspionageData;
  total: number;
  capacities: Readonly<Record<string, number>>;
}

/**
 * The fleet form's address for an attack on `place` with `ships` (`code:count` pairs in `ships`,
 * read by the fleet screen's `useFleetHandover`): `/fleet?g=&s=&p=&type=planet&mission=attack&ships=`.
 */
export function attackLink(place: { galaxy: number; system: number; position: number }, ships: Readonly<Record<string, number>>): string {
  const base = fleetLink(place, 'planet', 'attack');
  const pairs = Object.entries(ships)
    .filter(([, count]) => count > 0)
    .map(([code, count]) => `${code}:${count}`)
    .join(',');
  return pairs ? `${base}&${new URLSearchParams({ ships: pairs }).toString()}` : base;
}

/**
 * The simulator's router state for a spy report (see CombatSimulatorScreen 'Prefilled battles'):
 * the attacker is every ship on the selected planet, the defender the report's fleet and
 * defences (by code), its weapons/shielding/armour when the research was seen, and its resources.
 */
export function simulatorState(data: EspionageData, attackerShips: Readonly<Record<string, number>>) {
  const place = data.coordinates;
  return {
    combat: {
      ...(place ? { target: `${place.galaxy}:${place.system}:${place.position}` } : {}),
      attacker: { units: { ...attackerShips } },
      defender: {
        units: { ...countsByCode(data.fleet), ...countsByCode(data.defences) },
        tech: combatTech(data.research),
        resources: data.resources ?? undefined,
      },
    },
  };
}
