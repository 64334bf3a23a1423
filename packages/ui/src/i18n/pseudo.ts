/**
 * Pseudo-locales for translators and designers: the Spanish texts, transformed at run time, so a
 * screen shows at once what a translation will break without waiting for one.
 * - 'pseudo' (+40 %): every letter accented, every text bracketed and at least 40 % longer
 *   (Spanish → German grows about 30 %): a clipped '[' or ']' shows a text cut by its layout,
 *   an unaccented word a text that is not an i18n key.
 * - 'pseudo-rtl': the letters of each text run right to left (Unicode RLO … PDF) and the page
 *   gets `dir="rtl"`: what a right-to-left language would mirror.
 * What i18next reads inside a text is kept as it is: interpolation `{{x}}` (and `{{- x}}`),
 * nesting `$t(key, {…})`, and tags `<0>…</0>` / `<strong>`; keys (with their plural suffixes
 * `_one`/`_other`) are never changed, so plurals resolve as in Spanish.
 * Pseudo-localisation as in Fluent/Firefox (accented and bidi strategies) and Android (en-XA, ar-XB).
 */
export const PSEUDO_CODES = ['pseudo', 'pseudo-rtl'] as const;
export type PseudoLocale = (typeof PSEUDO_CODES)[number];

/** True when `code` names a pseudo-locale. */
export function isPseudo(code: unknown): code is PseudoLocale {
  return typeof code === 'string' && (PSEUDO_CODES as readonly string[]).includes(code);
}

/** The minimum growth of a 'pseudo' text: 1.4 × the Spanish length. */
export const PSEUDO_GROWTH = 1.4;

/**
 * What i18next interprets inside a text: `{{…}}`, `$t(…)` (one level of parentheses inside, for
 * its options), and tags. Captured, so `split` keeps them as odd entries.
 */
const TOKEN = /(\{\{[^{}]*\}\}|\$t\((?:[^()]|\([^()]*\))*\)|<\/?[A-Za-z0-9]+(?:\s[^<>]*)?\/?>)/;

const ACCENTS: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ḓ',
  e: 'é',
  f: 'ƒ',
  g: 'ğ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ḿ',
  n: 'ñ',
  o: 'ó',
  p: 'ƥ',
  q: 'ʠ',
  r: 'ŕ',
  s: 'š',
  t: 'ŧ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ḓ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ğ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ḿ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Ƥ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ŧ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};
const VOWELS = /[aeiouAEIOU]/;
const RLO = '\u202e';
const PDF = '\u202c';

/** One run of plain text (no token): accented, with its vowels doubled (Fluent's lengthening). */
function accentRun(run: string): string {
  let out = '';
  for (const char of run) {
    const accented = ACCENTS[char] ?? char;
    out += VOWELS.test(char) ? accented + accented : accented;
  }
  return out;
}

/**
 * A Spanish text as the 'pseudo' or 'pseudo-rtl' locale shows it.
 * @param text a Spanish text from a namespace file
 * @param locale which pseudo-locale
 * @returns for 'pseudo': '[' + the accented text + padding + ']', at least `PSEUDO_GROWTH` × as
 *   long (an empty text stays empty); for 'pseudo-rtl': each plain run between tokens wrapped in
 *   RLO … PDF. Tokens are unchanged in both.
 */
export function pseudoText(text: string, locale: PseudoLocale): string {
  if (text === '') return text;
  const parts = text.split(TOKEN);
  if (locale === 'pseudo-rtl') return parts.map((part, i) => (i % 2 === 1 || part.trim() === '' ? part : RLO + part + PDF)).join('');
  const body = parts.map((part, i) => (i % 2 === 1 ? part : accentRun(part))).join('');
  const target = Math.ceil(text.length * PSEUDO_GROWTH);
  // '[' and ']' count; the rest is filler that wraps like a word.
  const missing = target - body.length - 2;
  return `[${body}${missing > 0 ? ` ${'~'.repeat(Math.max(missing - 1, 1))}` : ''}]`;
}

type Tree = { readonly [key: string]: string | Tree };

/**
 * A namespace's texts in a pseudo-locale: the same keys (plural suffixes included), each text
 * through `pseudoText`.
 * @param tree a namespace's Spanish texts (nested objects of strings)
 */
export function pseudoNamespace<T extends Tree>(tree: T, locale: PseudoLocale): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree))
    out[key] = typeof value === 'string' ? pseudoText(value, locale) : pseudoNamespace(value, locale);
  return out as T;
}
