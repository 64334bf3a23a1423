import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { BaseProviders, type BaseProvidersProps } from './BaseProviders';
import { SelectedPlanetProvider } from './selectedPlanet';

export interface GameProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  selectedPlanetId?: string | number;
}

/**
 * What the authenticated screens add: server state (TanStack Query), tooltips and the selected
 * planet. Kept apart so the login route does not load them.
 */
export function GameProviders({ children, queryClient, selectedPlanetId }: GameProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={300}>
        <SelectedPlanetProvider initialId={selectedPlanetId}>{children}</SelectedPlanetProvider>
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}

export { BaseProviders };
export type { BaseProvidersProps };
export type AppProvidersProps = BaseProvidersProps & Omit<GameProvidersProps, 'children'>;

/** Every provider at once, for Storybook and tests. */
export function AppProviders({ children, queryClient, selectedPlanetId, ...base }: AppProvidersProps) {
  return (
    <BaseProviders {...base}>
      <GameProviders queryClient={queryClient} selectedPlanetId={selectedPlanetId}>
        {children}
      </GameProviders>
    </BaseProviders>
  );
}
