import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Cog, FileText } from 'lucide-react';
import {
  ApiError,
  config,
  missionKeys,
  missionMutations,
  missionQueries,
  reportKeys,
  reportQueries,
  shipQueries,
  type Mission,
  type MissionPreviewBody,
  type MissionProcessResult,
} from '@imperio/api-client';
import { MissionCard, useMissionTypeName } from '../../components/MissionCard';
import { MissionHistory } from '../../components/MissionHistory';
import { NewMissionForm, type AvailableShip } from '../../components/NewMissionForm';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { Spinner } from '../../primitives/Spinner';
import { Tabs } from '../../primitives/Tabs';
import { coordinatesOf } from '../../lib/coordinates';
import { createMissionBody, emptyMissionForm, formFromQuery, previewMissionBody, type MissionFormState } from '../../lib/fleet';
import { capCount } from '../../lib/format';
import { type ScreenText, useErrorText, useScreenText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { ReportsModal } from './ReportsModal';
import { useSingleFlight } from './useSingleFlight';
import * as styles from './Fleet.css';
import { entityName } from '../../lib/entityName';

/** The preview waits this long after the last change of the form (ms). */
const PREVIEW_DEBOUNCE_MS = 300;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

type Tab = 'missions' | 'new';

/**
 * Route /fleet, 'Flota' (spec p2 §2.5, §2.6, §4, §5, §8): 'Procesar' (status polled every 30 s,
 * needs_processing shown) and 'Reportes' with its unread badge ('9+' above 9); the active
 * missions grid (at most 6) with countdowns and cancel after confirmation; tabs 'Misiones'
 * (the history: every mission not in the grid, so each is listed once) and 'Nueva Misión' (the
 * form with its live preview). The galaxy's hand-over link (`?g&s&p&type&mission`) opens the
 * form prefilled. Every write (send, cancel, process) sends one request per intent: its control
 * is disabled while pending and repeated clicks or Enter presses are ignored (issue 14 item 2).
 */
export function FleetScreen() {
  const { t } = useTranslation('fleet');
  const errorText = useErrorText();
  const screenText = useScreenText();
  const queryClient = useQueryClient();
  const typeNameOf = useMissionTypeName();
  const { planet, isLoading: planetsLoading } = useSelectedPlanet();
  const [searchParams] = useSearchParams();
  const handover = useMemo(() => formFromQuery(searchParams), [searchParams]);
  const place = coordinatesOf(planet?.coordinates);
  const origin = planet && place ? { name: planet.name ?? planet.coordinates ?? '', ...place } : null;

  const [tab, setTab] = useState<Tab>(handover ? 'new' : 'missions');
  const [form, setForm] = useState<MissionFormState>(() => ({ ...emptyMissionForm(place), ...handover }));
  const [touched, setTouched] = useState(Boolean(handover));
  const [notice, setNotice] = useState<ScreenText | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<ScreenText | null>(null);
  const [confirming, setConfirming] = useState<Mission | null>(null);
  const [processResult, setProcessResult] = useState<MissionProcessResult | null>(null);
  const [reportsOpen, setReportsOpen] = useState(false);

  // An untouched form follows the selected planet (its galaxy and system as the destination).
  const originKey = place ? `${place.galaxy}:${place.system}` : '';
  useEffect(() => {
    if (!touched && originKey) {
      const [galaxy, system] = originKey.split(':').map(Number);
      setForm(emptyMissionForm({ galaxy: galaxy!, system: system! }));
    }
  }, [originKey, touched]);

  const active = useQuery(missionQueries.active());
  const history = useQuery(missionQueries.list());
  const types = useQuery(missionQueries.types());
  const status = useQuery(missionQueries.status());
  const stats = useQuery(reportQueries.statistics());
  const planetId = planet?.id ?? 0;
  const shipTypes = useQuery({ ...shipQueries.types(planetId), enabled: Boolean(planet) });
  const stock = useQuery({ ...shipQueries.stock(planetId), enabled: Boolean(planet) });

  const ships: AvailableShip[] = useMemo(() => {
    const byId = new Map((shipTypes.data ?? []).map((type) => [String(type.id), type]));
    return (stock.data ?? []).flatMap((row) => {
      const type = byId.get(String(row.ship_type));
      const code = type?.code ?? row.ship_type_code;
      const quantity = Number(row.quantity);
      const cargoCapacity = typeof type?.cargo_capacity === 'number' ? type.cargo_capacity : null;
      return code && quantity > 0 ? [{ code, name: entityName(t, 'ship', code, type?.name ?? row.ship_type_name), available: quantity, cargoCapacity }] : [];
    });
  }, [shipTypes.data, stock.data, t]);
  const available = useMemo(() => Object.fromEntries(ships.map((ship) => [ship.code, ship.available])), [ships]);
  const shipNames = useMemo(() => Object.fromEntries((shipTypes.data ?? []).flatMap((type) => (type.code ? [[type.code, entityName(t, 'ship', type.code, type.name)]] : []))), [shipTypes.data, t]);

  const previewBody = useMemo(() => previewMissionBody(form, place, available), [form, place?.galaxy, place?.system, place?.position, available]); // eslint-disable-line react-hooks/exhaustive-deps
  const previewJson = useDebounced(previewBody ? JSON.stringify(previewBody) : '', PREVIEW_DEBOUNCE_MS);
  const debouncedBody = previewJson ? (JSON.parse(previewJson) as MissionPreviewBody) : null;
  const preview = useQuery({
    ...missionQueries.preview(debouncedBody ?? ({} as MissionPreviewBody)),
    enabled: tab === 'new' && debouncedBody !== null,
  });

  const create = useMutation(missionMutations.create());
  const cancel = useMutation(missionMutations.cancel());
  const process = useMutation(missionMutations.process());
  const sendOnce = useSingleFlight(create);
  const cancelOnce = useSingleFlight(cancel);
  const processOnce = useSingleFlight(process);

  const runProcess = () => {
    const started = processOnce(undefined, {
      onSuccess: (result) => setProcessResult(result),
      onError: (error) => setProcessResult({ error: errorText(error) }),
    });
    if (started) setProcessResult(null);
  };

  const runCancel = (mission: Mission) => {
    const started = cancelOnce(mission, {
      onSuccess: () => setNotice({ key: 'fleet:cancel.done' }),
      onError: (error) => setCancelError({ error, fallbackKey: 'errors:fleet.cancel' }),
    });
    if (started) {
      setCancelError(null);
      setNotice(null);
    }
  };

  const onDue = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: missionKeys.all });
    void queryClient.invalidateQueries({ queryKey: reportKeys.statistics() });
  }, [queryClient]);

  const changeForm = (next: MissionFormState) => {
    setForm(next);
    setTouched(true);
    setCreateError(null);
  };

  const submit = () => {
    if (!planet) return;
    const type = types.data?.find((candidate) => candidate.code === form.missionType);
    const started = sendOnce(createMissionBody(form, planet.id, available, Boolean(type?.allows_resources)), {
      onSuccess: (mission) => {
        const code = mission.mission_type_data?.code ?? mission.mission_type;
        setNotice({ key: 'fleet:form.sent', options: { type: typeNameOf(code, mission.mission_type_data?.name), destination: mission.destination_coordinates ?? '' } });
        setForm(emptyMissionForm(place));
        setTouched(false);
        setTab('missions');
      },
      onError: (error) => {
        // The draft stays as typed: only the message changes.
        const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : t('form.unknownError');
        setCreateError(t('fleet.create', { ns: 'errors', message }));
      },
    });
    if (started) {
      setCreateError(null);
      setNotice(null);
    }
  };

  const activeMissions = active.data ?? [];
  const grid = activeMissions.slice(0, config.limits.activeMissionsGrid);
  const hidden = activeMissions.length - grid.length;
  // Each mission is listed once: the history leaves out what the grid shows.
  const inGrid = new Set(grid.map((mission) => String(mission.id)));
  const past = (history.data ?? []).filter((mission) => !inGrid.has(String(mission.id)));
  const cancellingId = cancel.isPending ? (cancel.variables?.id ?? null) : null;
  const unread = Number(stats.data?.unread_reports ?? 0);
  const loadError = active.error ?? history.error;
  const needsProcessing = status.data?.needs_processing === true;

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <div className={styles.actions}>
          {needsProcessing ? (
            <Badge tone="warning" data-testid="needs-processing">
              {t('process.needed')}
            </Badge>
          ) : null}
          <Button className={styles.touch} variant={needsProcessing ? 'primary' : 'secondary'} onClick={runProcess} disabled={process.isPending}>
            <Cog size={16} aria-hidden="true" /> {process.isPending ? t('actions.processing') : t('actions.process')}
          </Button>
          <Button className={styles.touch} onClick={() => setReportsOpen(true)}>
            <FileText size={16} aria-hidden="true" /> {t('actions.reports')}
            {unread > 0 ? (
              <>
                <Badge tone="danger" data-testid="reports-badge" aria-hidden="true">
                  {capCount(unread, config.limits.reportsBadgeCap)}
                </Badge>
                <span className="visually-hidden"> ({t('actions.unreadReports', { count: unread })})</span>
              </>
            ) : null}
          </Button>
        </div>
      </header>

      {processResult?.output ? (
        <Alert tone="success" action={<Button size="sm" variant="ghost" onClick={() => setProcessResult(null)}>{t('close', { ns: 'common' })}</Button>}>
          {processResult.output}
        </Alert>
      ) : null}
      {processResult?.error ? (
        <Alert action={<Button size="sm" variant="ghost" onClick={() => setProcessResult(null)}>{t('close', { ns: 'common' })}</Button>}>{processResult.error}</Alert>
      ) : null}
      {notice ? <Alert tone="success">{screenText(notice)}</Alert> : null}
      {cancelError ? <Alert action={<Button size="sm" variant="ghost" onClick={() => setCancelError(null)}>{t('close', { ns: 'common' })}</Button>}>{screenText(cancelError)}</Alert> : null}
      {loadError ? (
        <Alert
          action={
            <Button size="sm" onClick={() => void queryClient.invalidateQueries({ queryKey: missionKeys.all })}>
              {t('retry', { ns: 'common' })}
            </Button>
          }
        >
          {errorText(loadError, 'errors:fleet.load')}
        </Alert>
      ) : null}

      <section className={styles.section} aria-labelledby="fleet-active-title">
        <h2 id="fleet-active-title" className={styles.sectionTitle}>
          {t('grid.title')}
        </h2>
        {active.isPending ? <Spinner label={t('loading', { ns: 'common' })} /> : null}
        {active.isSuccess && grid.length === 0 ? <p className={styles.hint}>{t('grid.empty')}</p> : null}
        {grid.length ? (
          <ul className={styles.grid} aria-labelledby="fleet-active-title" data-testid="active-missions-grid">
            {grid.map((mission) => (
              <li key={String(mission.id)}>
                <MissionCard
                  mission={mission}
                  fetchedAtMs={active.dataUpdatedAt}
                  onCancel={setConfirming}
                  cancelling={cancellingId !== null && String(cancellingId) === String(mission.id)}
                  cancelDisabled={cancellingId !== null}
                  processing={process.isPending}
                  onDue={Number(mission.time_remaining) > 0 ? onDue : undefined}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {hidden > 0 ? <p className={styles.hint}>{t('grid.more', { count: hidden })}</p> : null}
      </section>

      <Tabs
        label={t('tabs.label')}
        value={tab}
        onValueChange={(value) => setTab(value === 'new' ? 'new' : 'missions')}
        items={[
          {
            value: 'missions',
            label: t('tabs.missions'),
            content: (
              <div className={styles.panel}>
                {history.isPending ? <Spinner label={t('loading', { ns: 'common' })} /> : null}
                {history.isSuccess && past.length === 0 && grid.length === 0 ? (
                  <EmptyState title={t('list.empty')} description={t('list.emptyHint')} action={<Button onClick={() => setTab('new')}>{t('list.newMission')}</Button>} />
                ) : null}
                {history.isSuccess && past.length === 0 && grid.length > 0 ? <p className={styles.hint}>{t('list.onlyActive')}</p> : null}
                {past.length ? <MissionHistory missions={past} onCancel={setConfirming} cancellingId={cancellingId} /> : null}
              </div>
            ),
          },
          {
            value: 'new',
            label: t('tabs.new'),
            content: (
              <div className={styles.panel}>
                {types.isError ? <Alert>{errorText(types.error, 'errors:fleet.load')}</Alert> : null}
                {planetsLoading ? (
                  <Spinner label={t('loading', { ns: 'common' })} />
                ) : (
                  <NewMissionForm
                    value={form}
                    onChange={changeForm}
                    origin={origin}
                    missionTypes={types.data ?? []}
                    typesLoading={types.isPending}
                    ships={ships}
                    shipsLoading={Boolean(planet) && (stock.isPending || shipTypes.isPending)}
                    shipNames={shipNames}
                    preview={{
                      data: preview.data,
                      loading: preview.isFetching || (previewBody !== null && JSON.stringify(previewBody) !== previewJson),
                      error: preview.isError ? errorText(preview.error) : null,
                    }}
                    onSubmit={submit}
                    sending={create.isPending}
                    error={createError}
                  />
                )}
              </div>
            ),
          },
        ]}
      />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('cancel.title')}
        description={t('fleet.cancelConfirm', { ns: 'errors' })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        destructive
        onConfirm={() => {
          if (confirming) runCancel(confirming);
          setConfirming(null);
        }}
      />
      <ReportsModal open={reportsOpen} onOpenChange={setReportsOpen} />
    </div>
  );
}
