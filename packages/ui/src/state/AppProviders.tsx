import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Tooltip } from 'radix-ui';
import { ThemeProvider } from './theme';
import { SelectedPlanetProvider } from './selectedPlanet';
import type { ThemeName } from '../theme';

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  i18n: I18n;
  theme?: ThemeName;
  applyThemeToDocument?: boolean;
  selectedPlanetId?: string | number;
}

/** Every provider a screen needs, in one place for the app, Storybook and tests. */
export function AppProviders({ children, queryClient, i18n, theme, applyThemeToDocument = false, selectedPlanetId }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider initial={theme} applyToDocument={applyThemeToDocument}>
          <Tooltip.Provider delayDuration={300}>
            <SelectedPlanetProvider initialId={selectedPlanetId}>{children}</SelectedPlanetProvider>
          </Tooltip.Provider>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
