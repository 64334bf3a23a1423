import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { resourceQueries } from '@imperio/api-client';
import { PlanetSwitcher } from '../../components/PlanetSwitcher';
import { ResourceBar } from '../../components/ResourceBar';
import { toSnapshot } from '../../lib/resources';
import { useSelectedPlanet } from '../../state/selectedPlanet';

/** The shell's planet switcher on the shared selected-planet state (every screen follows it). */
export function ShellPlanetSwitcher() {
  const { planet, planets, select, isLoading } = useSelectedPlanet();
  return <PlanetSwitcher planets={planets} selected={planet} onSelect={select} isLoading={isLoading} />;
}

/**
 * The shell's resource bar for the active planet. The same query as the
 * dashboard (one cache entry, no second request), refetched every 5 min (spec p1 §9) and never
 * while the tab is hidden (refetchIntervalInBackground false, the client default); the figures
 * tick on the shared 1 s clock.
 */
export function ShellResourceBar() {
  const { t } = useTranslation('shell');
  const { planet } = useSelectedPlanet();
  const query = useQuery({ ...resourceQueries.planet(planet?.id), refetchIntervalInBackground: false });
  // The answer renders deferred, in slices that yield to the browser (short tasks on a phone); the
  // planet with it, so a figure is never shown under another planet's name.
  const shown = useDeferredValue(useMemo(() => ({ stock: query.data, planet }), [query.data, planet]));
  const snapshot = useMemo(() => (shown.stock && shown.planet ? toSnapshot(shown.stock) : null), [shown]);
  return <ResourceBar snapshot={snapshot} planetName={shown.planet?.name?.trim() || t('cockpit.unnamed')} />;
}
