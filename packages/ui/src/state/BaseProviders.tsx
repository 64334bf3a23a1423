import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { ThemeProvider } from './theme';
import type { ThemeName } from '../theme/themes.css';

export interface BaseProvidersProps {
  children: ReactNode;
  i18n: I18n;
  theme?: ThemeName;
  applyThemeToDocument?: boolean;
}

/** What every screen, the login included, needs: translations and the theme. */
export function BaseProviders({ children, i18n, theme, applyThemeToDocument = false }: BaseProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider initial={theme} applyToDocument={applyThemeToDocument}>
        {children}
      </ThemeProvider>
    </I18nextProvider>
  );
}
