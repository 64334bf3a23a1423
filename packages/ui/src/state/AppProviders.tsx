import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Id } from '@imperio/api-client';
import { BaseProviders, type BaseProvidersProps } from './BaseProviders';
import { SelectedPlanetProvider } from './selectedPlanet';
import { followSessionForDrafts } from './formDrafts';

export interface GameProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  selectedPlanetId?: Id;
}

/**
 * What the authenticated screens add: server state (TanStack Query) and the selected planet; while
 * mounted, the form drafts follow the session (cleared by a logout, kept through an expiry).
 * Kept apart so the login route does not load them. No tooltip provider: each `Tooltip` brings
 * its own, so Radix's tooltip (and its positioning engine) loads with the screens that show one,
 * not with the shell, keeping the shell's first load small.
 */
export function GameProviders({ children, queryClient, selectedPlanetId }: GameProvidersProps) {
  useEffect(followSessionForDrafts, []);
  return (
    <QueryClientProvider client={queryClient}>
      <SelectedPlanetProvider initialId={selectedPlanetId}>{children}</SelectedPlanetProvider>
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
