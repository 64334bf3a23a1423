import { describe, expect, it } from 'vitest';
import { languageInfo } from '@imperio/api-client/languages';
import { createI18n } from './index';
import { NAMESPACES, resources } from './resources';

describe('German (de), the third language', () => {
  it('is in the language list as Deutsch, under review, falling back to English', () => {
    expect(languageInfo('de')).toMatchObject({
      nativeName: 'Deutsch',
      intlLocale: 'de-DE',
      dir: 'ltr',
      status: 'needs review',
      fallback: 'en',
    });
  });

  it("speaks OGame's German and follows German plural rules (one / other)", () => {
    const i18n = createI18n('de');
    expect(i18n.t('entities:building.metal_mine')).toBe('Metallmine');
    expect(i18n.t('entities:ship.espionage_probe')).toBe('Spionagesonde');
    expect(i18n.t('fleet:form.destinationTypes.debris')).toBe('Trümmerfeld');
    expect(i18n.t('dashboard:planets.count', { count: 1 })).toBe('1 Planet');
    expect(i18n.t('dashboard:planets.count', { count: 0 })).toBe('0 Planeten');
    expect(i18n.t('dashboard:planets.count', { count: 3 })).toBe('3 Planeten');
  });

  it('has a text for every key of the source, each plural by its base key', () => {
    type Tree = { [key: string]: string | Tree };
    // Flat dotted keys of a namespace, plural forms (`_one`, `_other`…) folded into their base key.
    const keys = (tree: Tree, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'string' ? [`${prefix}${key}`.replace(/_(zero|one|two|few|many|other)$/, '')] : keys(value, `${prefix}${key}.`),
      );
    const missing = NAMESPACES.flatMap((ns) => {
      const german = new Set(keys((resources.de as Record<string, Tree>)[ns] ?? {}));
      return keys((resources.es as Record<string, Tree>)[ns]!)
        .filter((key) => !german.has(key))
        .map((key) => `${ns}:${key}`);
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('shows the English text for a key German does not have yet (added after its translation)', () => {
    const i18n = createI18n('de');
    // German as it is right after a merge that added `common:loading` to es and en only.
    const { loading: _loading, ...rest } = i18n.getResourceBundle('de', 'common') as Record<string, unknown>;
    i18n.removeResourceBundle('de', 'common');
    i18n.addResourceBundle('de', 'common', rest);
    expect(i18n.t('common:loading')).toBe('Loading...');
  });
});

describe('German in the app (lazy chunks)', () => {
  it("loads German's core texts, and English's for the keys German lacks", async () => {
    const { createLazyI18n, i18nReady } = await import('./lazy');
    const i18n = createLazyI18n('de');
    await i18nReady(i18n);
    expect(i18n.t('login:submit')).toBe('Imperium starten');
    expect(i18n.hasResourceBundle('en', 'login')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'login')).toBe(false);
  });
});
