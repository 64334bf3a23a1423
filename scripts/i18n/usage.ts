/**
 * Which keys the code references, for `pnpm i18n:report`'s "unused" column. A heuristic over the
 * source text (no type information), tuned so a key used through a dynamic key is not reported:
 *
 * 1. Literal: the key (without its plural suffix) appears quoted — `'nav.dashboard'`,
 *    `"nav.dashboard"`, `` `nav.dashboard` `` — or with its namespace, `shell:nav.dashboard`.
 * 2. Dynamic tail: a template literal builds the key from a fixed head, `` t(`nav.${id}`) ``
 *    (or `` `shell:nav.${id}` ``): every key under 'nav.' counts as used.
 * 3. Dynamic head or middle: `` t(`${kind}.title`) `` uses 'ships.title' and 'defenses.title';
 *    `` t(`${kind}.tabs.${tab}`) `` every 'x.tabs.y'.
 *
 * So a key is reported only when no quoted text, namespace-qualified text or template literal
 * could produce it. It can miss a key built by concatenation (`'nav.' + id`: the code avoids
 * that) and can keep a key alive whose text is only quoted for another purpose. Test and story
 * files do not count: a key only a test uses is unused by the game.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pluralBase, ROOT } from './catalogue';

/** The game's source text: every .ts/.tsx under packages/ and apps/ but tests and stories. */
export function sourceText(roots: readonly string[] = [join(ROOT, 'packages'), join(ROOT, 'apps')]): string {
  const acc: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist' || name === 'dist-server' || name.startsWith('.')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) acc.push(readFileSync(path, 'utf8'));
    }
  };
  for (const root of roots) walk(root);
  return acc.join('\n');
}

/**
 * True when `code` references the key `fullKey` of namespace `ns` by one of the rules above.
 * @param fullKey a flat key, with its plural suffix if any ('fieldsAvailable_one')
 */
export function isUsed(ns: string, fullKey: string, code: string): boolean {
  const key = pluralBase(fullKey);
  if (code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`\`${key}\``)) return true;
  // `ns:key` as a whole key: 'buildings:upgradeStarted' is not used by 'buildings:upgradeStartedOf'.
  if (new RegExp(`${escapeRegExp(`${ns}:${key}`)}(?![\\w.])`).test(code)) return true;
  const parts = key.split('.');
  for (let i = parts.length - 1; i > 0; i--) {
    const prefix = parts.slice(0, i).join('.');
    if (code.includes(`\`${prefix}.\${`) || code.includes(`${ns}:${prefix}.\${`)) return true;
  }
  for (let start = 1; start < parts.length; start++) {
    for (let end = start + 1; end <= parts.length; end++) {
      const middle = parts.slice(start, end).join('.');
      const tail = end === parts.length ? '`' : '.${';
      if (code.includes(`}.${middle}${tail}`)) return true;
    }
  }
  return false;
}

/** `text` with the regular expression's special characters escaped, to match it literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
