import type { i18n as I18n, TOptions } from 'i18next';

/**
 * Which catalogue texts a story renders: every `t()` call of the story's i18next instance is
 * recorded as `namespace:key`, with the variables it was given, for the workbench's 'Textos'
 * panel and `pnpm i18n:context` (docs/i18n.md "Where is this text?").
 */

/** One key a story asked for. */
export interface RecordedKey {
  /** `namespace:key` (the key without a plural or context suffix). */
  id: string;
  ns: string;
  key: string;
  /** The call passed `count`: the key has plural forms. */
  plural: boolean;
  /** Variable names and the last value each was given (numbers and strings only). */
  variables: Record<string, string | number>;
  /** The last text `t()` returned for it (to tell catalogue text from server text on the page). */
  text: string;
}

/** Options of `t()` that are i18next's own, not the text's variables. */
const I18NEXT_OPTIONS = new Set([
  'ns',
  'lng',
  'lngs',
  'defaultValue',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'keyPrefix',
  'interpolation',
  'context',
  'ordinal',
  'fallbackLng',
  'postProcess',
  'replace',
  'skipInterpolation',
  'nsSeparator',
  'keySeparator',
  'appendNamespaceToCIMode',
]);

/**
 * The namespace and key of one `t()` call: `ns:key` wins, then the call's `ns` (the first one
 * that has the key, as i18next looks them up), then `defaultNS`.
 */
export function resolveKey(i18n: Pick<I18n, 'exists' | 'options'>, key: string, ns: unknown): { ns: string; key: string } {
  const separator = key.indexOf(':');
  if (separator > 0) return { ns: key.slice(0, separator), key: key.slice(separator + 1) };
  const candidates = (Array.isArray(ns) ? ns : typeof ns === 'string' ? [ns] : []) as string[];
  const defaultNs = (Array.isArray(i18n.options.defaultNS) ? i18n.options.defaultNS[0] : i18n.options.defaultNS) ?? 'translation';
  const exists = i18n.exists.bind(i18n) as (key: string, options: Record<string, unknown>) => boolean;
  const found = candidates.find((candidate) => exists(key, { ns: candidate, lng: 'es' }));
  return { ns: found ?? candidates[0] ?? String(defaultNs), key };
}

/**
 * Wraps `i18n.t` so every call is recorded into `into` (keyed by `namespace:key`); react-i18next's
 * `useTranslation` goes through it (its fixed `t` calls `i18n.t`); `onNewKey` hears of each key
 * seen for the first time. Returns the map.
 */
export function recordTranslations(
  i18n: I18n,
  into: Map<string, RecordedKey> = new Map(),
  onNewKey?: (entry: RecordedKey) => void,
): Map<string, RecordedKey> {
  const original = i18n.t.bind(i18n) as (key: unknown, options?: unknown) => unknown;
  const original3 = i18n.t.bind(i18n) as (key: unknown, defaultValue: unknown, options: unknown) => unknown;
  const recording = (key: unknown, optionsOrDefault?: unknown, maybeOptions?: unknown) => {
    const result = maybeOptions === undefined ? original(key, optionsOrDefault) : original3(key, optionsOrDefault, maybeOptions);
    const options = (
      typeof optionsOrDefault === 'object' && optionsOrDefault !== null ? optionsOrDefault : (maybeOptions ?? {})
    ) as TOptions & Record<string, unknown>;
    const keys = (Array.isArray(key) ? key : [key]).filter((item): item is string => typeof item === 'string');
    // Of several fallback keys, the first the catalogue has is the one shown.
    const exists = i18n.exists.bind(i18n) as (key: string, options: Record<string, unknown>) => boolean;
    const chosen = keys.find((item) => exists(item, { ...options, lng: 'es' })) ?? keys[0];
    if (chosen) {
      const { ns, key: bare } = resolveKey(i18n, chosen, options.ns);
      const id = `${ns}:${bare}`;
      const variables: Record<string, string | number> = { ...into.get(id)?.variables };
      for (const [name, value] of Object.entries(options))
        if (!I18NEXT_OPTIONS.has(name) && (typeof value === 'number' || typeof value === 'string')) variables[name] = value;
      const isNew = !into.has(id);
      const entry = { id, ns, key: bare, plural: 'count' in options || (into.get(id)?.plural ?? false), variables, text: String(result) };
      into.set(id, entry);
      if (isNew) onNewKey?.(entry);
    }
    return result;
  };
  (i18n as unknown as { t: unknown }).t = recording;
  return into;
}

/**
 * The texts of the page under `root` that no recorded `t()` call produced: what the server sent
 * (planet and player names, message bodies, a server's error detail), shown as sent. Numbers,
 * dates and punctuation alone are left out. Returns unique trimmed texts, in page order.
 */
export function serverTexts(root: Element, recorded: Iterable<RecordedKey>): string[] {
  const catalogue = [...recorded].map((entry) => entry.text).filter((text) => text.trim().length > 0);
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const seen = new Set<string>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    // Numbers, times, coordinates and symbols are formatted, not catalogue or server words.
    if (!/\p{L}{2,}/u.test(text)) continue;
    if (node.parentElement?.closest('script, style, [aria-hidden="true"]')) continue;
    if (catalogue.some((value) => value.includes(text))) continue;
    seen.add(text);
  }
  return [...seen];
}
