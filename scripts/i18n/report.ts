/**
 * `pnpm i18n:report`: the state of every language of the list (api-client languages.ts) against
 * the Spanish source, for translators and reviewers. Per language: keys translated and missing,
 * keys identical to the source (suspects: often a text nobody translated), keys whose
 * interpolation variables or nesting differ from the source's, plural keys whose forms differ from
 * what the language needs (CLDR, `Intl.PluralRules`), and keys the source lacks (left behind).
 * Once: keys no source file references (see usage.ts for the heuristic) and keys with a
 * translator's description. Exits non-zero when a 'source' or 'reviewed' language (es, en) is
 * below 100 %: a unit test runs it, so CI keeps them complete.
 */
import type { LanguageInfo } from '@imperio/api-client/languages';
import { type Descriptions, type Flat, pluralBase, pluralCategories, placeholders, PLURAL, SOURCE } from './catalogue';
import { isUsed } from './usage';

export interface LanguageReport {
  code: string;
  nativeName: string;
  status: LanguageInfo['status'];
  /** Keys this language needs: the source's, with its own plural forms for plural keys. */
  expected: number;
  translated: number;
  /** translated / expected, 0–100, floored to one decimal (99.96 % is not 100 %). */
  percent: number;
  /** `ns:key` of each needed key without a (non-empty) text. */
  missing: string[];
  /** `ns:key` of texts equal to the source's (not for the source itself; texts without letters skipped). */
  identical: string[];
  /** `ns:key: es [..] ≠ xx [..]` for each text whose variables or nested keys differ from the source's. */
  variables: string[];
  /** `ns:base: has [one] needs [one, other]` for each plural key whose forms differ. */
  plurals: string[];
  /** `ns:key` the source does not have (an obsolete or misspelt key). */
  extra: string[];
}

export interface Report {
  languages: LanguageReport[];
  /** `ns:key` of source keys no source file references. */
  unused: string[];
  /** Keys with a translator's description, and all keys (source). */
  described: number;
  total: number;
  /** Per namespace: [described, total]. */
  describedByNamespace: Record<string, [number, number]>;
  /** Codes of 'source'/'reviewed' languages below 100 %: the report fails. */
  failing: string[];
}

export interface ReportInput {
  /** The language list. */
  languages: readonly LanguageInfo[];
  /** Language → namespace → flat texts. */
  texts: Record<string, Record<string, Flat>>;
  descriptions: Descriptions;
  /** The game's source text (usage.ts `sourceText`). */
  code: string;
}

const hasLetters = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, ''));
const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The report of every language.
 * @returns per language counts and lists, the unused keys and the description coverage
 */
export function buildReport({ languages, texts, descriptions, code }: ReportInput): Report {
  const source = texts[SOURCE] ?? {};
  const report: Report = { languages: [], unused: [], described: 0, total: 0, describedByNamespace: {}, failing: [] };
  for (const [ns, flat] of Object.entries(source)) {
    const keys = Object.keys(flat);
    const described = keys.filter((key) => descriptions[ns]?.[key]?.description).length;
    report.describedByNamespace[ns] = [described, keys.length];
    report.described += described;
    report.total += keys.length;
    report.unused.push(...keys.filter((key) => !isUsed(ns, key, code)).map((key) => `${ns}:${key}`));
  }
  for (const language of languages) {
    const own = texts[language.code] ?? {};
    const categories = language.code === SOURCE ? null : pluralCategories(language.intlLocale);
    const entry: LanguageReport = {
      code: language.code,
      nativeName: language.nativeName,
      status: language.status,
      expected: 0,
      translated: 0,
      percent: 0,
      missing: [],
      identical: [],
      variables: [],
      plurals: [],
      extra: [],
    };
    for (const [ns, sourceFlat] of Object.entries(source)) {
      const target = own[ns] ?? {};
      const expected = new Map<string, string>(); // needed key → the source text it translates
      const pluralBases = new Map<string, string[]>(); // base → source categories
      for (const [key, text] of Object.entries(sourceFlat)) {
        const match = PLURAL.exec(key);
        if (match && categories) pluralBases.set(pluralBase(key), [...(pluralBases.get(pluralBase(key)) ?? []), match[1]!]);
        else expected.set(key, text);
      }
      for (const [base] of pluralBases) {
        for (const category of categories ?? []) {
          expected.set(`${base}_${category}`, sourceFlat[`${base}_${category}`] ?? sourceFlat[`${base}_other`] ?? '');
        }
        const has = Object.keys(target)
          .filter((key) => pluralBase(key) === base && PLURAL.test(key))
          .map((key) => PLURAL.exec(key)![1]!)
          .sort();
        const needs = [...(categories ?? [])].sort();
        if (has.length > 0 && !same(has, needs)) entry.plurals.push(`${ns}:${base}: has [${has.join(', ')}] needs [${needs.join(', ')}]`);
      }
      for (const [key, sourceText] of expected) {
        entry.expected++;
        const text = target[key];
        if (typeof text !== 'string' || text === '') {
          entry.missing.push(`${ns}:${key}`);
          continue;
        }
        entry.translated++;
        if (language.code === SOURCE) continue;
        if (text === sourceText && hasLetters(text)) entry.identical.push(`${ns}:${key}`);
        // A singular form may say the number in words ('ein Planet'): {{count}} is optional there.
        const ours = placeholders(text);
        const theirs = placeholders(sourceText).filter((p) => !(key.endsWith('_one') && p === '{{count}}' && !ours.includes(p)));
        if (!same(ours, theirs))
          entry.variables.push(`${ns}:${key}: ${SOURCE} [${theirs.join(' ')}] ≠ ${language.code} [${ours.join(' ')}]`);
      }
      for (const key of Object.keys(target)) {
        if (!expected.has(key) && !(PLURAL.test(key) && pluralBases.has(pluralBase(key)))) entry.extra.push(`${ns}:${key}`);
      }
    }
    entry.percent = entry.expected === 0 ? 0 : Math.floor((entry.translated / entry.expected) * 1000) / 10;
    if ((language.status === 'source' || language.status === 'reviewed') && entry.translated < entry.expected)
      report.failing.push(language.code);
    report.languages.push(entry);
  }
  return report;
}

/** Up to `limit` items of a list, one a line, then how many more. */
function list(title: string, items: string[], limit: number): string[] {
  if (items.length === 0) return [];
  const shown = items.slice(0, limit).map((item) => `    ${item}`);
  return [
    `  ${title} (${items.length}):`,
    ...shown,
    ...(items.length > limit ? [`    … and ${items.length - limit} more (--all lists every one)`] : []),
  ];
}

/**
 * The report as text: a table, then each language's lists (missing keys first and in full: they
 * are what a translator does next), then the unused keys and the descriptions' coverage.
 * @param limit how many items of each other list to show
 */
export function formatReport(report: Report, limit = 20): string {
  const lines = ['Translations (source: es)', ''];
  const row = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(i === 0 ? 6 : 14) : cell.padStart(11))).join(' ');
  lines.push(row(['lang', 'status', 'translated', 'missing', 'identical', 'variables', 'plurals', 'extra', 'percent']));
  for (const l of report.languages) {
    lines.push(
      row([
        l.code,
        l.status,
        `${l.translated}/${l.expected}`,
        String(l.missing.length),
        String(l.identical.length),
        String(l.variables.length),
        String(l.plurals.length),
        String(l.extra.length),
        `${l.percent.toFixed(1)} %`,
      ]),
    );
  }
  for (const l of report.languages) {
    const details = [
      ...list('missing', l.missing, Number.POSITIVE_INFINITY),
      ...list('variables or nesting differ', l.variables, limit),
      ...list('plural forms differ', l.plurals, limit),
      ...list('not in the source', l.extra, limit),
      ...list('identical to the source (suspects)', l.identical, limit),
    ];
    const review =
      l.status === 'needs review'
        ? ['  NEEDS REVIEW: a reviewer sets its status to "reviewed" in packages/api-client/src/languages.ts.']
        : [];
    if (details.length || review.length) lines.push('', `${l.code} — ${l.nativeName}`, ...review, ...details);
  }
  lines.push('', ...list('Unused keys (no source file references them; see scripts/i18n/usage.ts)', report.unused, limit));
  lines.push('', `Descriptions: ${report.described}/${report.total} keys`);
  for (const [ns, [described, total]] of Object.entries(report.describedByNamespace))
    if (described > 0) lines.push(`  ${ns}: ${described}/${total}`);
  if (report.failing.length)
    lines.push('', `FAIL: ${report.failing.join(', ')} below 100 % (every source and reviewed language must be complete).`);
  return `${lines.join('\n')}\n`;
}
