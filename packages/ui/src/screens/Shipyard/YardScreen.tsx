import { useTranslation } from 'react-i18next';
import type { Id } from '@imperio/api-client';
import { UnitCatalogue, type UnitKind } from '../../components/UnitCatalogue';
import { EmptyState } from '../../primitives/EmptyState';
import { QueryState, type QueryLike } from '../../primitives/QueryState';
import { Stack } from '../../primitives/Stack';
import { useErrorText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useYard, type YardSource } from './useYard';

export interface YardScreenProps<T extends { id: Id; name: string; attack?: number | null }, S, Q, V> {
  kind: UnitKind;
  /** Category codes of the tabs after 'Todas'. */
  categories: readonly string[];
  /** Must be a module-level constant (its functions feed effects). */
  source: YardSource<T, S, Q, V>;
  /** Catalogue key of the load error ('errors:ships.load'). */
  loadErrorKey: string;
}

/**
 * A yard screen for the selected planet: the shipyard and the defence screen are this component
 * with different data (one shared pattern). States: no planet, loading, load error
 * with retry, then the catalogue.
 */
export function YardScreen<T extends { id: Id; name: string; attack?: number | null }, S, Q, V>({
  kind,
  categories,
  source,
  loadErrorKey,
}: YardScreenProps<T, S, Q, V>) {
  const { t } = useTranslation('shipyard');
  const errorText = useErrorText();
  const { planet, isLoading: planetsLoading } = useSelectedPlanet();
  const yard = useYard(source, planet?.id ?? null);

  if (!planet || yard.loadError || yard.isLoading) {
    // Before the catalogue: the planet (spinner, then 'no planet'), then the yard's three loads.
    const gate: QueryLike<null> = planet
      ? { data: undefined, error: yard.loadError, isPending: true, refetch: yard.retry }
      : { data: planetsLoading ? undefined : null, error: null, isPending: true, refetch: () => undefined };
    return (
      <Stack gap="lg">
        <h1>{t(`${kind}.title`)}</h1>
        <QueryState
          query={gate}
          loadingLabel={t('loading')}
          errorText={(error) => errorText(error, loadErrorKey)}
          isEmpty={() => true}
          empty={<EmptyState title={t('noPlanet')} description={t('noPlanetHint')} />}
        >
          {() => null}
        </QueryState>
      </Stack>
    );
  }

  const built = yard.build.isSuccess ? yard.lastOrder : null;
  const completed = yard.complete.isSuccess ? Number(yard.complete.data.completed_count ?? 0) : null;
  const builtName = built ? yard.catalogue.units.find((unit) => unit.id === built.typeId)?.name : undefined;
  return (
    <UnitCatalogue
      kind={kind}
      planetName={planet.name ?? planet.coordinates ?? String(planet.id)}
      categories={categories}
      {...yard.catalogue}
      onBuild={yard.order}
      building={yard.build.isPending}
      buildError={yard.build.isError ? errorText(yard.build.error) : null}
      buildSuccess={built && builtName ? t(`${kind}.queued`, { count: built.quantity, name: builtName }) : null}
      onFormChange={() => {
        if (!yard.build.isPending && (yard.build.isError || yard.build.isSuccess)) yard.build.reset();
      }}
      onComplete={yard.completeNow}
      completing={yard.complete.isPending}
      completeNotice={
        completed === null ? null : completed > 0 ? t('queue.registered', { count: completed }) : t('queue.nothingToComplete')
      }
      completeError={yard.complete.isError ? errorText(yard.complete.error, 'shipyard:queue.completeError') : null}
    />
  );
}
