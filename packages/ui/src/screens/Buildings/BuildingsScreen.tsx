import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, BUILDING_CATEGORIES, buildingMutations, buildingQueries, type Building } from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { ProgressBar } from '../../primitives/ProgressBar';
import { Spinner } from '../../primitives/Spinner';
import { Tabs } from '../../primitives/Tabs';
import { BuildingCard } from '../../components/BuildingCard';
import { BuildingDetail } from '../../components/BuildingDetail';
import { BuildQueueList } from '../../components/BuildQueueList';
import { buildQueueStates } from '../../lib/buildQueue';
import { useNow, useFinishUpgrades } from '../../lib/buildingTimers';
import { freeFields, reservedFields } from '../../lib/fields';
import { type ScreenText, useErrorText, useScreenText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useSession } from '../../state/session';
import * as styles from './Buildings.css';

type Notice = { tone: 'error' | 'success'; text: ScreenText } | null;

/**
 * The text of a building-types failure (spec p2 §8): a 401 (refresh failed, tokens gone) is
 * 'Sesión expirada…'; JSON that is not an array 'Error al cargar tipos de edificios: respuesta
 * inválida del servidor'; an answer that is not JSON '…: Formato de respuesta inesperado del
 * servidor'; anything else 'Error al cargar tipos de edificios: {detail}'.
 */
function useTypesErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown): { text: string; expired: boolean } => {
    if (error instanceof ApiError && error.status === 401) return { text: t('buildings.sessionExpired'), expired: true };
    if (error instanceof ApiError && error.kind === 'parse') {
      // Not JSON at all: the service's 'Formato de respuesta inesperado del servidor' (p1 §8) as
      // the detail; JSON that is not an array: 'respuesta inválida del servidor' (p2 §8).
      if (typeof error.body === 'string') return { text: t('buildings.typesDetail', { detail: t('unexpectedFormat') }), expired: false };
      return { text: t('buildings.typesInvalid'), expired: false };
    }
    const detail: string =
      error instanceof ApiError ? (error.serverMessage ?? (error.status ? `HTTP ${error.status}` : t('generic'))) : t('generic');
    return { text: t('buildings.typesDetail', { detail }), expired: false };
  };
}

/**
 * Route /buildings, 'Gestión de Edificios' (spec p2 §2.1, §4 'Building', §7, §8, §9).
 * Reads the selected planet; loads building types, the planet's buildings and the queue;
 * upgrades only when types are loaded, the type is known, `can_upgrade` and not upgrading;
 * counts down every second; every 5 s calls finish once per finished upgrade and reloads.
 */
export function BuildingsScreen() {
  const { t } = useTranslation('buildings');
  const { t: tErrors } = useTranslation('errors');
  const { t: tCommon } = useTranslation('common');
  const errorText = useErrorText();
  const screenText = useScreenText();
  const typesErrorText = useTypesErrorText();
  const session = useSession();
  const { planet, isLoading: planetsLoading } = useSelectedPlanet();
  const queryClient = useQueryClient();
  const now = useNow();
  const [category, setCategory] = useState('all');
  const [selectedId, setSelectedId] = useState<Building['id'] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const planetId = planet?.id;
  const signedIn = session !== null;

  const types = useQuery({ ...buildingQueries.types(), enabled: signedIn });
  const buildings = useQuery({ ...buildingQueries.planet(planetId ?? 0), enabled: signedIn && planetId !== undefined });
  const queue = useQuery({ ...buildingQueries.queue(planetId ?? 0), enabled: signedIn && planetId !== undefined });

  // Production, capacity, stock and fields change with upgrades: the factory's invalidation.
  const reload = () => void buildingMutations.invalidate(queryClient);

  const list = useMemo(() => buildings.data?.buildings ?? [], [buildings.data]);
  const queueStates = useMemo(() => buildQueueStates(list, queue.data), [list, queue.data]);
  // The timer's finish call (silent; the guard in useFinishUpgrades suppresses repeats).
  const finish = useMutation(buildingMutations.finish());
  const check = useFinishUpgrades({ buildings: list, finish: finish.mutateAsync, onFinished: reload, enabled: buildings.isSuccess });
  // A countdown reaching zero checks at once (the 2 s guard stops a double call with the 5 s check).
  const dueCount = list.filter((b) => b.is_upgrading && !(Date.parse(b.upgrade_ends ?? '') > now)).length;
  const lastDue = useRef(0);
  useEffect(() => {
    if (dueCount > lastDue.current) check();
    lastDue.current = dueCount;
  }, [dueCount, check]);

  const upgrade = useMutation(buildingMutations.construct());
  // One request per intent: a second click or key press before React re-renders the disabled
  // button finds the request already on its way.
  const inFlight = useRef(false);

  function requestUpgrade(building: Building) {
    if (inFlight.current || upgrade.isPending) return;
    if (!planetId || building.is_upgrading || building.can_upgrade === false) return;
    if (!types.data) {
      setNotice({ tone: 'error', text: { key: 'errors:buildings.typesNotLoaded' } });
      return;
    }
    const type = types.data.find((entry) => entry.code === building.building_code);
    if (!type) {
      setNotice({ tone: 'error', text: { key: 'errors:buildings.typeNotFound', options: { code: building.building_code } } });
      return;
    }
    setNotice(null);
    inFlight.current = true;
    upgrade.mutate(
      { building_type_id: type.id, planet_id: planetId },
      {
        onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message ? { raw: answer.message } : { key: 'buildings:upgradeStarted' } }),
        onError: (error) => setNotice({ tone: 'error', text: { error, fallbackKey: 'errors:buildings.upgrade' } }),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  const selected = list.find((b) => String(b.id) === String(selectedId)) ?? null;
  const selectedType = selected ? types.data?.find((entry) => entry.code === selected.building_code) : undefined;
  const cost = useQuery({
    ...buildingQueries.cost(selectedType?.id ?? 0, Number(selected?.level ?? 0), planetId ?? 0),
    enabled: Boolean(selected && selectedType && planetId !== undefined),
  });

  const header = (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{t('title')}</h1>
        {planet ? <p className={styles.planet}>{[planet.name, planet.coordinates && `[${planet.coordinates}]`].filter(Boolean).join(' ')}</p> : null}
      </div>
      {buildings.data ? <Fields used={buildings.data.fields_used} total={buildings.data.fields_total} reserved={queue.data?.length ?? 0} /> : null}
    </div>
  );

  if (!signedIn && !(types.error instanceof ApiError && types.error.status === 401)) {
    return (
      <div className={styles.page}>
        {header}
        <Alert>{tErrors('buildings.noToken')}</Alert>
      </div>
    );
  }
  if (types.error) {
    const { text, expired } = typesErrorText(types.error);
    if (expired) {
      return (
        <div className={styles.page}>
          {header}
          <Alert>{text}</Alert>
        </div>
      );
    }
  }
  if (!planet) {
    return (
      <div className={styles.page}>
        {header}
        {planetsLoading ? <Spinner label={t('loading')} /> : <EmptyState title={t('selectPlanet')} description={t('selectPlanetHint')} />}
      </div>
    );
  }

  const categories = ['all', ...BUILDING_CATEGORIES] as const;
  const known = new Set<string>(BUILDING_CATEGORIES);
  const visible = category === 'all' ? list : list.filter((b) => (known.has(b.building_category ?? '') ? b.building_category === category : false));

  const panel = (
    <>
      {buildings.isPending ? <Spinner label={t('loading')} /> : null}
      {buildings.error ? (
        <Alert
          action={
            <Button size="sm" onClick={() => void buildings.refetch()}>
              {tCommon('retry')}
            </Button>
          }
        >
          {errorText(buildings.error, 'errors:buildings.planetData')}
        </Alert>
      ) : null}
      {buildings.data && visible.length === 0 ? <EmptyState title={list.length ? t('empty') : t('noBuildings')} /> : null}
      {visible.length ? (
        <div className={styles.grid}>
          {visible.map((building) => (
            <BuildingCard
              key={building.id}
              building={building}
              now={now}
              selected={String(building.id) === String(selectedId)}
              pending={upgrade.isPending}
              busy={upgrade.isPending && upgrade.variables?.building_type_id === types.data?.find((x) => x.code === building.building_code)?.id}
              queue={queueStates.get(String(building.id))}
              onUpgrade={requestUpgrade}
              onSelect={(b) => setSelectedId((current) => (String(current) === String(b.id) ? null : b.id))}
            />
          ))}
        </div>
      ) : null}
    </>
  );

  return (
    <div className={styles.page}>
      {header}
      {types.error ? (
        <Alert
          action={
            <Button size="sm" onClick={() => void types.refetch()} disabled={types.isFetching}>
              {tErrors('buildings.retryTypes')}
            </Button>
          }
        >
          {typesErrorText(types.error).text}
        </Alert>
      ) : null}
      {notice ? (
        <Alert
          tone={notice.tone}
          action={
            <Button size="sm" variant="ghost" onClick={() => setNotice(null)}>
              {tCommon('close')}
            </Button>
          }
        >
          {screenText(notice.text)}
        </Alert>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.main}>
          <Tabs
            label={t('tabsLabel')}
            value={category}
            onValueChange={setCategory}
            items={categories.map((value) => ({ value, label: t(`categories.${value}`), content: value === category ? panel : null }))}
          />
        </div>
        <div className={styles.side}>
          {selected ? (
            <BuildingDetail
              building={selected}
              description={selectedType?.description}
              cost={cost.data}
              costState={!selectedType ? 'idle' : cost.isPending ? 'loading' : cost.error ? 'error' : 'ready'}
              now={now}
              pending={upgrade.isPending}
              queue={queueStates.get(String(selected.id))}
              onClose={() => setSelectedId(null)}
              onUpgrade={requestUpgrade}
            />
          ) : (
            <Card title={t('detail.title')}>
              <p className={styles.muted}>{t('detail.placeholder')}</p>
            </Card>
          )}
          <Card title={t('queue.title')}>
            {queue.isPending ? <Spinner label={t('loading')} /> : null}
            {queue.error ? <p className={styles.muted}>{errorText(queue.error, 'errors:buildings.planetData')}</p> : null}
            {queue.data ? <BuildQueueList items={queue.data} now={now} /> : null}
          </Card>
        </div>
      </div>
    </div>
  );
}

/**
 * Planet fields used/total with a bar (spec p2 §2.1), the free fields (total − used, lib/fields, so
 * they always agree with used/total) and, when the queue holds upgrades, the fields they reserve.
 */
function Fields({ used, total, reserved }: { used?: number | null; total?: number | null; reserved: number }) {
  const { t } = useTranslation('buildings');
  const u = Number(used ?? 0) || 0;
  const tot = Number(total ?? 0) || 0;
  const free = freeFields(u, tot) ?? 0;
  const queued = reservedFields(reserved);
  return (
    <div className={styles.fields} data-testid="planet-fields">
      <div className={styles.fieldsRow}>
        <span>{t('fields')}</span>
        <strong>
          {u}/{tot}
        </strong>
      </div>
      <ProgressBar value={tot > 0 ? (u / tot) * 100 : 0} label={t('fieldsLabel')} />
      <span className={styles.muted}>
        {t('fieldsAvailable', { count: free })}
        {queued > 0 ? ` · ${t('fieldsReserved', { count: queued })}` : null}
      </span>
    </div>
  );
}
