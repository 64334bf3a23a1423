import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES, createLazyI18n, i18nReady } from './lazy';

describe('createLazyI18n', () => {
  it('loads the core namespaces of the active language only, before the first render', async () => {
    const i18n = createLazyI18n('en');
    await i18nReady(i18n);
    for (const ns of CORE_NAMESPACES) expect(i18n.hasResourceBundle('en', ns), ns).toBe(true);
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);
    expect(i18n.t('login:submit')).toBe('Launch Empire');
  });

  it('shows the spec Spanish for the default language', async () => {
    const i18n = createLazyI18n('es');
    await i18nReady(i18n);
    expect(i18n.t('login:submit')).toBe('Lanzar Imperio');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });
});
