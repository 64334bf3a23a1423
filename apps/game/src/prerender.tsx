import { renderToString } from 'react-dom/server';
import { createI18n, DEFAULT_LOCALE } from '@imperio/ui';
import { themeClass } from '@imperio/ui/theme';
import { Root } from './Root';

/**
 * Renders what a visitor sees first, the login screen in the default language (es) and theme
 * (dark), to HTML at build time, for a fast first paint (by the `prerenderLogin` Vite plugin). The
 * browser hydrates it when the visitor's stored language, theme and session match; otherwise
 * `preferences-init.js` hides it and the app renders afresh.
 * @returns the markup for `#root` and the theme classes for `<html>`
 */
export function prerender(): { html: string; themeClass: typeof themeClass } {
  return { html: renderToString(<Root i18n={createI18n(DEFAULT_LOCALE)} />), themeClass };
}
