/**
 * A combat report as data (spec p2 §3 'Mission report', report_type 'attack'): each side's units
 * before and after the battle, what each side lost (units, and resources when the unit costs are
 * known), debris, loot and the number of rounds, when the report carries them.
 * Metadata read (all optional): `attacker_before`, `attacker_after`, `defender_before`,
 * `defender_after` (unit code → count), `rounds` (a number or the list of rounds),
 * `debris_metal`/`debris_crystal`, `loot_metal`/`loot_crystal`/`loot_deuterium`, `result`.
 * Without them the attacker's fleet is read from the text's first line
 * ('Atacante: 20 × Cazador ligero, 3 × Crucero (potencia 2.200).'). Pure: no React.
 */
import { countOf } from './espionageReport';
import { entityCode } from './entityName';

/** One unit type of a side: before, after and lost (after is null when the report does not say). */
export interface BattleRow {
  code: string;
  name: string;
  before: number;
  after: number | null;
  lost: number | null;
}

export interface BattleData {
  attacker: BattleRow[] | null;
  defender: BattleRow[] | null;
  rounds: number | null;
  debris: { metal: number; crystal: number } | null;
  loot: { metal: number; crystal: number; deuterium: number } | null;
  result: string | null;
}

type Counts = Record<string, number>;

function counts(value: unknown): Counts | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Counts = {};
  for (const [code, raw] of Object.entries(value as Record<string, unknown>)) {
    const count = countOf(raw);
    if (count !== null) out[code] = count;
  }
  return out;
}

/** A side's rows from its before/after maps (a unit only in `after` counts as before too). */
function side(before: Counts | null, after: Counts | null): BattleRow[] | null {
  if (!before) return null;
  const codes = [...new Set([...Object.keys(before), ...Object.keys(after ?? {})])];
  return codes.map((code) => {
    const had = Math.max(before[code] ?? 0, after?.[code] ?? 0);
    const left = after ? (after[code] ?? 0) : null;
    return { code, name: code, before: had, after: left, lost: left === null ? null : had - left };
  });
}

/** 'Atacante: 20 × Cazador ligero, 3 × Crucero (potencia 2.200).' → counts by code. */
function attackerFromText(content: string): Counts | null {
  const line = content.split(/\r?\n/)[0] ?? '';
  const match = /^(?:Atacante|Attacker):\s*([^(.]+)/i.exec(line);
  if (!match) return null;
  const out: Counts = {};
  for (const item of match[1]!.split(/,\s*/)) {
    const unit = /^(\d[\d.,]*)\s*[×x]\s*(.+?)\s*$/.exec(item.trim());
    if (!unit) continue;
    const code = entityCode('ship', null, unit[2]);
    const count = countOf(unit[1]!);
    if (code && count !== null) out[code] = (out[code] ?? 0) + count;
  }
  return Object.keys(out).length ? out : null;
}

/**
 * What a combat report says (see the module comment).
 * @param report the report's `content` and `metadata` as sent (either may be null)
 * @returns each part, `null` where the report does not say; never throws
 */
export function parseBattleReport(report: { content?: string | null; metadata?: Record<string, unknown> | null }): BattleData {
  const meta = report.metadata ?? {};
  const amount = (key: string) => countOf(meta[key]);
  const roundsRaw = meta.rounds;
  const rounds = Array.isArray(roundsRaw) ? roundsRaw.length : countOf(roundsRaw);
  const debris =
    amount('debris_metal') !== null || amount('debris_crystal') !== null
      ? { metal: amount('debris_metal') ?? 0, crystal: amount('debris_crystal') ?? 0 }
      : null;
  const loot = ['loot_metal', 'loot_crystal', 'loot_deuterium'].some((key) => amount(key) !== null)
    ? { metal: amount('loot_metal') ?? 0, crystal: amount('loot_crystal') ?? 0, deuterium: amount('loot_deuterium') ?? 0 }
    : null;
  return {
    attacker: side(counts(meta.attacker_before) ?? attackerFromText(report.content ?? ''), counts(meta.attacker_after)),
    defender: side(counts(meta.defender_before), counts(meta.defender_after)),
    rounds,
    debris,
    loot,
    result: typeof meta.result === 'string' ? meta.result : null,
  };
}

/** A unit type's cost (resource units), for the losses in resources. */
export type UnitCost = { metal: number; crystal: number; deuterium: number };

/**
 * A side's losses: units lost in total, and their value in resources when every lost type's cost
 * is known (else `resources` is null).
 */
export function sideLosses(
  rows: readonly BattleRow[] | null,
  costs: ReadonlyMap<string, UnitCost>,
): { units: number | null; resources: UnitCost | null } {
  if (!rows || rows.some((row) => row.lost === null)) return { units: null, resources: null };
  const units = rows.reduce((sum, row) => sum + (row.lost ?? 0), 0);
  const resources = { metal: 0, crystal: 0, deuterium: 0 };
  for (const row of rows) {
    if (!row.lost) continue;
    const cost = costs.get(row.code);
    if (!cost) return { units, resources: null };
    resources.metal += cost.metal * row.lost;
    resources.crystal += cost.crystal * row.lost;
    resources.deuterium += cost.deuterium * row.lost;
  }
  return { units, resources };
}
