import { describe, expect, it } from 'vitest';
import { LANGUAGE_LIST, LANGUAGES } from '@imperio/api-client/languages';
import { directionOf, htmlLangOf, intlLocaleOf, localeOf, markDocumentLanguage } from './languages';
import { startLocale } from './locale';
import { resources } from './resources';

describe('the one language list', () => {
  it('gives every language of the list its texts, Intl locale and direction', () => {
    for (const language of LANGUAGE_LIST) {
      expect(Object.keys(resources[language.code]).length, language.code).toBeGreaterThan(0);
      expect(intlLocaleOf(language.code)).toBe(language.intlLocale);
      expect(localeOf(language.code)).toBe(language.code);
    }
    expect(LANGUAGES).toEqual(LANGUAGE_LIST.map((language) => language.code));
  });

  it('reads a regional or unknown code, and the pseudo-locales, as the list says', () => {
    expect(localeOf('en-US')).toBe('en');
    expect(localeOf('pseudo')).toBe('es');
    expect(localeOf(undefined)).toBe('es');
    expect(intlLocaleOf('pseudo-rtl')).toBe('es-ES');
    expect(intlLocaleOf('fr-CA')).toBe('fr-CA');
    expect(directionOf('pseudo-rtl')).toBe('rtl');
    expect(directionOf('es')).toBe('ltr');
    expect(htmlLangOf('pseudo')).toBe('es-XA');
  });

  it('marks <html lang dir> for a right-to-left pseudo-locale', () => {
    const root = document.createElement('html');
    markDocumentLanguage('pseudo-rtl', root);
    expect([root.lang, root.dir]).toEqual(['es-XB', 'rtl']);
    markDocumentLanguage('en', root);
    expect([root.lang, root.dir]).toEqual(['en', 'ltr']);
  });

  it('starts in ?lng= (a language or a pseudo-locale) in development only', () => {
    expect(startLocale('?lng=pseudo', true)).toBe('pseudo');
    expect(startLocale('?lng=pseudo-rtl', true)).toBe('pseudo-rtl');
    expect(startLocale('?lng=pseudo', false)).toBe('es');
    expect(startLocale('?lng=xx', true)).toBe('es');
  });
});
