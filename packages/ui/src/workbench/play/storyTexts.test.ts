import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n';
import { storyTexts } from './storyTexts';

describe('storyTexts', () => {
  it('reads the texts in the story’s language, Spanish when none is set', () => {
    expect(storyTexts({ globals: { locale: 'en' } }, 'shell').t('nav.buildings')).toBe(resources.en.shell.nav.buildings);
    expect(storyTexts({}, 'shell').t('nav.buildings')).toBe(resources.es.shell.nav.buildings);
    expect(storyTexts({ globals: { locale: 'keys' } }, 'shell').locale).toBe('es');
  });

  it('gives the pseudo-locale’s accented, longer text, so a play finds what the pseudo render shows', () => {
    const pseudo = storyTexts({ globals: { locale: 'pseudo' } }, 'shell').t('nav.buildings');
    expect(pseudo).not.toBe(resources.es.shell.nav.buildings);
    expect(pseudo.length).toBeGreaterThan(resources.es.shell.nav.buildings.length);
  });

  it('formats numbers as the screen does in that language', () => {
    expect(storyTexts({ globals: { locale: 'en' } }, 'common').number(1200)).toBe('1,200');
    expect(storyTexts({ globals: { locale: 'es' } }, 'common').number(12000)).toBe('12.000');
  });
});
