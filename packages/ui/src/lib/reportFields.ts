/**
 * Mission report data as labelled fields (spec p2 §2.6 'detail view', §3
 * 'Mission report: metadata'). A report's `metadata` is a free key → value map sent by the
 * server; the client names the fields it knows from its own translations and formats their
 * values ('Resultado: Victoria', 'Escombros: 20.100 metal, 13.400 cristal'), and falls back to a
 * humanised label for a key it does not know ('fleet_size' → 'Fleet size'). Never a raw
 * `result=victory`. Pure: the component turns these descriptions into text.
 */

/** Resources a report counts (in resource units). */
export type ReportResource = 'metal' | 'crystal' | 'deuterium';

/** What a field's value is, for the component to format in the interface language. */
export type ReportFieldValue =
  | { kind: 'number'; value: number; unit?: 'km' | 'percent' }
  | { kind: 'resources'; amounts: Array<{ resource: ReportResource; value: number }> }
  /** A coded value, named by the key `reports.values.{field}.{code}` of the fleet namespace. */
  | { kind: 'code'; field: string; code: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'coordinates'; value: string }
  | { kind: 'text'; value: string };

/** A labelled field: `label` is a known field's key under `reports.fields`, or `text` to show as is. */
export interface ReportField {
  key: string;
  label: { field: string } | { text: string };
  value: ReportFieldValue;
}

const RESOURCES: readonly ReportResource[] = ['metal', 'crystal', 'deuterium'];

/** Groups of keys shown as one field with several resource amounts: `debris_metal` … → 'Escombros'. */
const RESOURCE_GROUPS = ['debris', 'loot'] as const;

/** Known single fields and how their value reads. Keys not listed here are humanised. */
const KNOWN: Readonly<Record<string, 'number' | 'km' | 'percent' | 'boolean' | 'coordinates' | 'text' | 'code' | 'resource'>> = {
  coordinates: 'coordinates',
  result: 'code',
  success: 'code',
  metal: 'resource',
  crystal: 'resource',
  deuterium: 'resource',
  owner: 'text',
  probes: 'number',
  capacity: 'number',
  attack_power: 'number',
  defense_power: 'number',
  planet_id: 'number',
  moon_size: 'km',
  chance: 'percent',
  destroyed: 'boolean',
  deathstars_lost: 'boolean',
};

/**
 * Keys a report type's own view shows (the battle's sides and rounds, BattleReport; the spy
 * report's unit maps, EspionageReport): left out of the generic list, never shown as raw JSON.
 */
const SHOWN_ELSEWHERE = new Set([
  'attacker_before',
  'attacker_after',
  'defender_before',
  'defender_after',
  'rounds',
  'fleet',
  'ships',
  'defences',
  'defenses',
  'buildings',
  'research',
]);

/** Field order: the outcome first, then where, then the rest as the server sent them. */
const FIRST = ['result', 'success', 'coordinates'];

/** Codes a known coded field may take (others are shown as sent). */
export const REPORT_CODES: Readonly<Record<string, readonly string[]>> = {
  result: ['victory', 'defeat', 'draw'],
  success: ['true', 'false'],
};

const finite = (value: unknown): number | null => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/**
 * A label for a key the client does not know: words split at '_', '-' and camel case, the first
 * letter upper case. `'fleet_size'` → `'Fleet size'`, `'shipsLost'` → `'Ships lost'`.
 */
export function humaniseKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/** An unknown field's value: numbers and booleans typed, objects as compact JSON, else text. */
function genericValue(value: unknown): ReportFieldValue {
  const number = typeof value === 'string' ? null : finite(value);
  if (number !== null) return { kind: 'number', value: number };
  if (typeof value === 'boolean') return { kind: 'boolean', value };
  if (value !== null && typeof value === 'object') return { kind: 'text', value: JSON.stringify(value) };
  return { kind: 'text', value: String(value) };
}

/**
 * The labelled fields of a report's metadata, in reading order. Resource amounts of the same
 * group (`debris_metal`, `debris_crystal`…) become one field; `null`/missing values are left out.
 * @param metadata the report's `metadata` as sent (may be null)
 */
export function reportFields(metadata: Readonly<Record<string, unknown>> | null | undefined): ReportField[] {
  const entries = Object.entries(metadata ?? {}).filter(
    ([key, value]) => value !== null && value !== undefined && value !== '' && !SHOWN_ELSEWHERE.has(key),
  );
  const grouped = new Set<string>();
  const fields: ReportField[] = [];

  const groups = new Map<string, ReportField>();
  for (const group of RESOURCE_GROUPS) {
    const amounts = RESOURCES.flatMap((resource) => {
      const key = `${group}_${resource}`;
      const entry = entries.find(([k]) => k === key);
      const value = entry ? finite(entry[1]) : null;
      if (value === null) return [];
      grouped.add(key);
      return [{ resource, value }];
    });
    if (amounts.length) groups.set(group, { key: group, label: { field: group }, value: { kind: 'resources', amounts } });
  }

  const ordered = [...entries].sort(([a], [b]) => rank(a) - rank(b));
  for (const [key, raw] of ordered) {
    if (grouped.has(key)) {
      const group = groups.get(key.slice(0, key.indexOf('_')));
      if (group && !fields.includes(group)) fields.push(group);
      continue;
    }
    fields.push(knownField(key, raw) ?? { key, label: { text: humaniseKey(key) }, value: genericValue(raw) });
  }
  return fields;
}

function rank(key: string): number {
  const index = FIRST.indexOf(key);
  return index === -1 ? FIRST.length : index;
}

function knownField(key: string, raw: unknown): ReportField | null {
  const kind = KNOWN[key];
  if (!kind) return null;
  const label = { field: key };
  const number = finite(raw);
  switch (kind) {
    case 'resource':
      return number === null
        ? null
        : { key, label, value: { kind: 'resources', amounts: [{ resource: key as ReportResource, value: number }] } };
    case 'number':
      return number === null ? null : { key, label, value: { kind: 'number', value: number } };
    case 'km':
    case 'percent':
      return number === null ? null : { key, label, value: { kind: 'number', value: number, unit: kind } };
    case 'boolean':
      return typeof raw === 'boolean' ? { key, label, value: { kind: 'boolean', value: raw } } : null;
    case 'coordinates':
      return { key, label, value: { kind: 'coordinates', value: String(raw).replace(/^\[|\]$/g, '') } };
    case 'code': {
      const code = String(raw);
      return REPORT_CODES[key]?.includes(code)
        ? { key, label, value: { kind: 'code', field: key, code } }
        : { key, label, value: { kind: 'text', value: code } };
    }
    default:
      return { key, label, value: { kind: 'text', value: String(raw) } };
  }
}
