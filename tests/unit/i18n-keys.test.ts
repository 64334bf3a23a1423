import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../packages/ui/src/i18n/resources';

/**
 * Translators' guard: every key exists in both languages with the same
 * interpolation variables, and every key is used somewhere in the code.
 */
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else Object.assign(out, flatten(value, path));
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

function sources(dir: string, acc: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, acc);
    else if (/\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) acc.push(readFileSync(path, 'utf8'));
  }
  return acc;
}

const root = join(import.meta.dirname, '..', '..');
const code = [...sources(join(root, 'packages')), ...sources(join(root, 'apps'))].join('\n');
const namespaces = Object.keys(resources.es) as Array<keyof typeof resources.es>;

describe.each(namespaces)('namespace %s', (ns) => {
  const es = flatten(resources.es[ns]);
  const en = flatten(resources.en[ns]);

  it('has the same keys in es and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('has the same interpolation variables in both languages', () => {
    for (const key of Object.keys(es)) {
      if (en[key] === undefined) continue;
      expect({ key, vars: variables(en[key]) }).toEqual({ key, vars: variables(es[key]!) });
    }
  });

  it('uses every key in the code', () => {
    const unused = Object.keys(es).filter((fullKey) => {
      const key = fullKey.replace(PLURAL, '');
      if (code.includes(`'${key}'`) || code.includes(`"${key}"`) || code.includes(`${ns}:${key}`) || code.includes(`\`${key}\``))
        return false;
      // Dynamic keys: t(`nav.${id}`) covers every key under 'nav.'.
      const parts = key.split('.');
      for (let i = parts.length - 1; i > 0; i--) {
        const prefix = parts.slice(0, i).join('.');
        if (code.includes(`\`${prefix}.\${`) || code.includes(`${ns}:${prefix}.\${`)) return false;
      }
      // A dynamic head: t(`${kind}.title`) covers 'ships.title' and 'defenses.title', and
      // t(`${kind}.tabs.${tab}`) every 'x.tabs.y'.
      for (let start = 1; start < parts.length; start++) {
        for (let end = start + 1; end <= parts.length; end++) {
          const middle = parts.slice(start, end).join('.');
          const tail = end === parts.length ? '`' : '.${';
          if (code.includes(`}.${middle}${tail}`)) return false;
        }
      }
      return true;
    });
    expect(unused).toEqual([]);
  });
});
