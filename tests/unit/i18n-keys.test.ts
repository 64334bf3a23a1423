import { describe, expect, it } from 'vitest';
import { resources } from '../../packages/ui/src/i18n/resources';

/**
 * Translators' guard (issue 10): every key exists in both languages with the same
 * interpolation variables.
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

const namespaces = Object.keys(resources.es) as Array<keyof typeof resources.es>;

describe.each(namespaces)('namespace %s', (ns) => {
  const es = flatten(resources.es[ns] as Tree);
  const en = flatten(resources.en[ns] as Tree);

  it('has the same keys in es and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });

  it('has the same interpolation variables in both languages', () => {
    for (const key of Object.keys(es)) {
      if (en[key] === undefined) continue;
      expect({ key, vars: variables(en[key]) }).toEqual({ key, vars: variables(es[key]!) });
    }
  });

});
