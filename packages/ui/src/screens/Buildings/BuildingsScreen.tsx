import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, BUILDING_CATEGORIES } from '@imperio/api-client';
import { formatClock } from '@imperio/rules';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { QueryState } from '../../primitives/QueryState';
import { Spinner } from '../../primitives/Spinner';
import { Inline } from '../../primitives/Inline';
import { Stack } from '../../primitives/Stack';
import { BuildingCard } from '../../components/BuildingCard';
import { CategoryLayout } from '../../components/CategoryLayout';
import { BuildingDetail } from '../../components/BuildingDetail';
import { BuildQueueList } from '../../components/BuildQueueList';
import { DetailSheet } from '../../components/DetailSheet';
import { EntityIcon } from '../../components/EntityIcon';
import { QueueStrip } from '../../components/QueueStrip';
import { secondsUntil } from '../../lib/countdown';
import { entityCode, entityName } from '../../lib/entityName';
import { useIsPhone } from '../../lib/useIsPhone';
import { useErrorText, useScreenText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useSession } from '../../state/session';
import { PlanetFields } from './PlanetFields';
import { useTypesErrorText } from './typesErrorText';
import { useBuildings, type BuildingsState } from './useBuildings';
import * as styles from './Buildings.css';

const CATEGORIES = ['all', ...BUILDING_CATEGORIES] as const;
const KNOWN = new Set<string>(BUILDING_CATEGORIES);

/**
 * Route /buildings, 'Gestión de Edificios' (spec p2 §2.1, §4 'Building', §7, §8, §9): the
 * selected planet's fields, category tabs over its buildings, the detail of the selected one and
 * the construction queue. On desktops and tablets the detail and the queue are the side column;
 * on phones the queue is a strip under the title and the detail a sheet over the list, where the
 * thumb taps (`useIsPhone`). Data and rules in `useBuildings`; this decides what to show.
 */
export function BuildingsScreen() {
  const { t } = useTranslation('buildings');
  const { t: tErrors } = useTranslation('errors');
  const { t: tCommon } = useTranslation('common');
  const screenText = useScreenText();
  const typesErrorText = useTypesErrorText();
  const session = useSession();
  const { planet, isLoading: planetsLoading } = useSelectedPlanet();
  const signedIn = session !== null;
  const state = useBuildings(planet?.id, signedIn);
  const { types, buildings, queue } = state;
  const typesError = types.error ? typesErrorText(types.error) : null;
  const isPhone = useIsPhone();

  const page = (content: ReactNode) => (
    <Stack gap="lg">
      <Inline justify="space-between" align="flex-end" gap="md">
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          {planet ? (
            <p className={styles.planet}>{[planet.name, planet.coordinates && `[${planet.coordinates}]`].filter(Boolean).join(' ')}</p>
          ) : null}
        </div>
        {buildings.data ? (
          <PlanetFields used={buildings.data.fields_used} total={buildings.data.fields_total} reserved={queue.data?.length ?? 0} />
        ) : null}
      </Inline>
      {isPhone && planet && queue.data ? <BuildingsQueueStrip state={state} /> : null}
      {content}
    </Stack>
  );

  if (!signedIn && !(types.error instanceof ApiError && types.error.status === 401))
    return page(<Alert>{tErrors('buildings.noToken')}</Alert>);
  if (typesError?.expired) return page(<Alert>{typesError.text}</Alert>);
  if (!planet) {
    const gate = { data: planetsLoading ? undefined : null, error: null, isPending: true, refetch: () => undefined };
    return page(
      <QueryState
        query={gate}
        loadingLabel={t('loading')}
        errorText={() => null}
        isEmpty={() => true}
        empty={<EmptyState title={t('selectPlanet')} description={t('selectPlanetHint')} />}
      >
        {() => null}
      </QueryState>,
    );
  }

  return page(
    <>
      {typesError ? (
        <Alert
          action={
            <Button size="sm" onClick={() => void types.refetch()} disabled={types.isFetching}>
              {tErrors('buildings.retryTypes')}
            </Button>
          }
        >
          {typesError.text}
        </Alert>
      ) : null}
      {state.notice ? (
        <Alert
          tone={state.notice.tone}
          action={
            <Button size="sm" variant="ghost" onClick={state.clearNotice}>
              {tCommon('close')}
            </Button>
          }
        >
          {screenText(state.notice.text)}
        </Alert>
      ) : null}
      <CategoryLayout ns="buildings" categories={CATEGORIES} side={isPhone ? null : <BuildingsSide state={state} />}>
        {(category) => <BuildingGrid state={state} category={category} />}
      </CategoryLayout>
      {isPhone ? (
        <DetailSheet
          open={state.selected !== null}
          onBack={state.closeDetail}
          title={state.selected ? entityName(t, 'building', state.selected.building_code, state.selected.building_name) : t('detail.title')}
          backLabel={tCommon('sheet.back')}
          returnFocusTo={() => document.getElementById(`building-${String(state.selectedId)}-details`)}
          closeOnHistoryBack
        >
          <SelectedBuildingDetail state={state} />
        </DetailSheet>
      ) : null}
    </>,
  );
}

/** The buildings of one category tab as cards, with the load state of the planet's buildings. */
function BuildingGrid({ state, category }: { state: BuildingsState; category: string }) {
  const { t } = useTranslation('buildings');
  const errorText = useErrorText();
  const { buildings, list } = state;
  const visible = category === 'all' ? list : list.filter((b) => KNOWN.has(b.building_category ?? '') && b.building_category === category);
  return (
    <QueryState
      query={buildings}
      loadingLabel={t('loading')}
      errorText={(error) => errorText(error, 'errors:buildings.planetData')}
      isEmpty={() => visible.length === 0}
      empty={<EmptyState title={list.length ? t('empty') : t('noBuildings')} />}
    >
      {() => (
        <div className={styles.grid}>
          {visible.map((building) => (
            <BuildingCard
              key={building.id}
              building={building}
              now={state.now}
              stock={state.stock}
              fieldsFull={state.fieldsFull}
              selected={building.id === state.selectedId}
              pending={state.upgradeLocked}
              busy={state.upgradingTypeId !== undefined && state.upgradingTypeId === state.typeOf(building)?.id}
              queue={state.queueStates.get(String(building.id))}
              onUpgrade={state.requestUpgrade}
              onSelect={state.toggleSelected}
            />
          ))}
        </div>
      )}
    </QueryState>
  );
}

/** The selected building's detail (cost, duration, 'Mejorar'), or nothing while none is selected. */
function SelectedBuildingDetail({ state }: { state: BuildingsState }) {
  const { selected } = state;
  if (!selected) return null;
  return (
    <BuildingDetail
      building={selected}
      description={state.selectedType?.description}
      cost={state.cost}
      costState={state.costState}
      now={state.now}
      stock={state.stock}
      fieldsFull={state.fieldsFull}
      pending={state.upgradeLocked}
      queue={state.queueStates.get(String(selected.id))}
      onClose={state.closeDetail}
      onUpgrade={state.requestUpgrade}
    />
  );
}

/**
 * The phone's construction queue under the title: the first item ('Construyendo'), its
 * countdown and '+N en cola'; a tap opens the whole list.
 */
function BuildingsQueueStrip({ state }: { state: BuildingsState }) {
  const { t } = useTranslation('buildings');
  const items = state.queue.data ?? [];
  const first = items[0];
  const remaining = first?.ends_at ? secondsUntil(first.ends_at, state.now) : null;
  return (
    <QueueStrip
      title={t('queue.title')}
      emptyText={t('queue.empty')}
      waiting={Math.max(0, items.length - 1)}
      current={
        first
          ? {
              name: (
                <>
                  <EntityIcon kind="building" code={entityCode('building', null, first.building_name)} size="sm" />
                  {entityName(t, 'building', null, first.building_name)} · {t('queue.targetLevel', { level: Number(first.target_level) })}
                </>
              ),
              time: remaining === null ? null : remaining > 0 ? formatClock(remaining) : t('finishing'),
            }
          : null
      }
    >
      <BuildQueueList items={items} now={state.now} />
    </QueueStrip>
  );
}

/** The side column: the selected building's detail (or a hint) and the construction queue. */
function BuildingsSide({ state }: { state: BuildingsState }) {
  const { t } = useTranslation('buildings');
  const errorText = useErrorText();
  const { selected, queue } = state;
  return (
    <Stack gap="lg">
      {selected ? (
        <SelectedBuildingDetail state={state} />
      ) : (
        <Card title={t('detail.title')}>
          <p className={styles.muted}>{t('detail.placeholder')}</p>
        </Card>
      )}
      <Card title={t('queue.title')}>
        {queue.isPending ? <Spinner label={t('loading')} /> : null}
        {queue.error ? <p className={styles.muted}>{errorText(queue.error, 'errors:buildings.planetData')}</p> : null}
        {queue.data ? <BuildQueueList items={queue.data} now={state.now} /> : null}
      </Card>
    </Stack>
  );
}
