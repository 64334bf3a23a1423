import { describe, expect, it } from 'vitest';
import { createI18n } from './index';
import { resources } from './resources';
import { isPseudo, PSEUDO_GROWTH, pseudoNamespace, pseudoText } from './pseudo';

type Tree = { [key: string]: string | Tree };
const flat = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flat(value, `${prefix}${key}.`),
  );
const tokens = (text: string) => text.match(/\{\{[^{}]*\}\}|\$t\((?:[^()]|\([^()]*\))*\)|<\/?[A-Za-z0-9]+(?:\s[^<>]*)?\/?>/g) ?? [];

describe('pseudo-locales (translators and designers)', () => {
  it("'pseudo' accents, brackets and lengthens every Spanish text by at least 40 %", () => {
    for (const [ns, texts] of Object.entries(resources.es)) {
      for (const [key, text] of flat(texts)) {
        if (text === '') continue;
        const pseudo = pseudoText(text, 'pseudo');
        expect(pseudo.length, `${ns}:${key}`).toBeGreaterThanOrEqual(text.length * PSEUDO_GROWTH);
        expect(pseudo.startsWith('[') && pseudo.endsWith(']'), `${ns}:${key}`).toBe(true);
      }
    }
    expect(pseudoText('Lanzar Imperio', 'pseudo')).toMatch(/^\[Ļáá/);
  });

  it('keeps interpolation variables, nesting and tags exactly as written', () => {
    const text = 'Hola {{name}}, {{- html}} tienes $t(common:resources.metal, {"count": {{count}}}) en <0>{{planet}}</0>';
    for (const locale of ['pseudo', 'pseudo-rtl'] as const) {
      expect(tokens(pseudoText(text, locale))).toEqual(tokens(text));
    }
    // Every text of the catalogue keeps its tokens too.
    for (const texts of Object.values(resources.es)) {
      for (const [, source] of flat(texts)) expect(tokens(pseudoText(source, 'pseudo'))).toEqual(tokens(source));
    }
  });

  it('keeps the keys, so plural suffixes still resolve and variables interpolate', () => {
    const i18n = createI18n('pseudo');
    expect(Object.keys(pseudoNamespace(resources.es.shell, 'pseudo'))).toEqual(Object.keys(resources.es.shell));
    const one = i18n.t('buildings:fieldsAvailable', { count: 1 });
    const many = i18n.t('buildings:fieldsAvailable', { count: 7 });
    expect(one).not.toBe(many);
    expect(many).toContain('7');
    expect(one).toMatch(/^\[.*\]$/);
    expect(i18n.t('shell:profile', { name: 'Zorg' })).toContain('Zorg');
  });

  it("'pseudo-rtl' runs each text right to left, leaving the variables readable", () => {
    const text = pseudoText('Planeta anterior: {{planet}}', 'pseudo-rtl');
    expect(text).toBe('\u202ePlaneta anterior: \u202c{{planet}}');
    const i18n = createI18n('pseudo-rtl');
    expect(i18n.t('shell:cockpit.previous', { planet: 'Arrakis' })).toContain('Arrakis');
    expect(isPseudo('pseudo-rtl')).toBe(true);
    expect(isPseudo('de')).toBe(false);
  });
});
