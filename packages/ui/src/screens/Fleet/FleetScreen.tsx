import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { missionQueries, reportQueries, toServerMs, type Mission } from '@imperio/api-client';
import { useMissionTypeName } from '../../components/MissionCard';
import { ConfirmDialog } from '../../primitives/Dialog';
import { Tabs } from '../../primitives/Tabs';
import { coordinatesOf } from '../../lib/coordinates';
import { useFocusFallback } from '../../lib/useFocusFallback';
import { useIsPhone } from '../../lib/useIsPhone';
import { useErrorText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { ActiveMissions } from './ActiveMissions';
import { FleetAlerts } from './FleetAlerts';
import { FleetHeader } from './FleetHeader';
import { MissionsPanel, NewMissionPanel } from './FleetPanels';
import { ReportsModal } from './ReportsModal';
import { useFleetActions } from './useFleetActions';
import { useFleetMissions } from './useFleetMissions';
import { useFleetHandover } from './useFleetHandover';
import { useFleetShips } from './useFleetShips';
import { useMissionDraft } from './useMissionDraft';
import { useProcessDueMissions } from './useProcessDueMissions';
import * as styles from './Fleet.css';

type Tab = 'missions' | 'new';

/**
 * Route /fleet, 'Flota' (spec p2 §2.5, §2.6, §4, §5, §8): 'Procesar' (status polled every 30 s,
 * needs_processing shown) and 'Reportes' with its unread badge ('9+' above 9); the active
 * missions grid (at most 6) with countdowns and cancel after confirmation (on phones, while
 * 'Misiones' is the open tab: the form then starts right below the tabs); tabs 'Misiones'
 * (the history: every mission not in the grid, so each is listed once) and 'Nueva Misión' (the
 * form with its live preview). The galaxy's hand-over link (`?g&s&p&type&mission`) opens the
 * form prefilled. Every write (send, cancel, process) sends one request per intent: its control
 * is disabled while pending and repeated clicks or Enter presses are ignored (no duplicate writes).
 * The state lives in hooks (`useMissionDraft`, `useFleetActions`, `useFleetShips`); this
 * function only composes.
 */
export function FleetScreen() {
  // A new hand-over (a report's 'Atacar' from the dialog on this screen) starts a fresh screen and form.
  const { handover, key } = useFleetHandover();
  return <FleetScreenBody key={key} handover={handover} />;
}

function FleetScreenBody({ handover }: { handover: ReturnType<typeof useFleetHandover>['handover'] }) {
  const { t } = useTranslation('fleet');
  const errorText = useErrorText();
  const typeNameOf = useMissionTypeName();
  const { planet, isLoading: planetsLoading } = useSelectedPlanet();
  const place = coordinatesOf(planet?.coordinates);
  const origin = planet && place ? { name: planet.name ?? planet.coordinates ?? '', ...place } : null;
  const [tab, setTab] = useState<Tab>(handover ? 'new' : 'missions');
  const [reportsOpen, setReportsOpen] = useState(false);
  const tabsRef = useRef<HTMLDivElement>(null);
  // The selected tab trigger, read when the focus needs a place (Radix renders the triggers).
  const openTabRef = useMemo(
    () => ({
      get current() {
        return tabsRef.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]') ?? null;
      },
    }),
    [],
  );
  // On phones the form takes the screen while it is open: above it, the grid (up to 6 cards,
  // about 1 500 px at 390 px) hid it, and a grid arriving after the tap pushed it out of view.
  const gridShown = !useIsPhone() || tab === 'missions';

  const { active, history, grid, hidden, past, loadError, onDue: refreshDue, retry } = useFleetMissions();
  // A countdown at zero reloads the missions and, when the server says some are due, processes them.
  const { onDue: processDue, processing: autoProcessing } = useProcessDueMissions();
  const onDue = useCallback(() => {
    refreshDue();
    processDue();
  }, [refreshDue, processDue]);
  const types = useQuery(missionQueries.types());
  const status = useQuery(missionQueries.status());
  const stats = useQuery(reportQueries.statistics());
  const fleetShips = useFleetShips(planet?.id ?? null);
  const actions = useFleetActions();
  const { setNotice } = actions;

  const onSent = useCallback(
    (mission: Mission) => {
      const code = mission.mission_type_data?.code ?? mission.mission_type;
      setNotice({
        key: 'fleet:form.sent',
        options: { type: typeNameOf(code, mission.mission_type_data?.name), destination: mission.destination_coordinates ?? '' },
      });
      setTab('missions');
    },
    [setNotice, typeNameOf],
  );
  const draft = useMissionDraft({
    planetId: planet?.id ?? null,
    place: place ?? null,
    handover,
    previewEnabled: tab === 'new',
    missionTypes: types.data ?? [],
    ships: fleetShips.ships,
    shipsReady: planet !== null && planet !== undefined && !fleetShips.loading,
    available: fleetShips.available,
    onSent,
  });

  // After a send the form unmounts with the focused control in it: the focus goes to the open
  // tab ('Misiones', beside the new mission), not to the page's start; after a failed send, back
  // to 'Enviar misión'.
  useFocusFallback(tabsRef, openTabRef, draft.sending);

  const missionsPanel = (
    <MissionsPanel
      history={history}
      past={past}
      gridCount={grid.length}
      onNewMission={() => setTab('new')}
      onCancel={actions.askCancel}
      cancellingId={actions.cancellingId}
    />
  );
  const newPanel = (
    <NewMissionPanel
      {...draft}
      types={types}
      planetsLoading={planetsLoading}
      origin={origin}
      ships={fleetShips.ships}
      shipsLoading={fleetShips.loading}
      shipNames={fleetShips.shipNames}
    />
  );

  return (
    <div className={styles.screen}>
      <FleetHeader
        needsProcessing={status.data?.needs_processing === true}
        processing={actions.processing}
        onProcess={actions.runProcess}
        unread={Number(stats.data?.unread_reports ?? 0)}
        onOpenReports={() => setReportsOpen(true)}
      />
      <FleetAlerts
        processResult={actions.processResult}
        onDismissProcess={actions.dismissProcessResult}
        notice={actions.notice}
        cancelError={actions.cancelError}
        onDismissCancelError={actions.dismissCancelError}
        loadError={loadError ? errorText(loadError, 'errors:fleet.load') : null}
        onRetry={retry}
      />
      {gridShown ? (
        <ActiveMissions
          grid={grid}
          hidden={hidden}
          loading={active.isPending}
          loaded={active.isSuccess}
          fetchedAtMs={toServerMs(active.dataUpdatedAt)}
          onCancel={actions.askCancel}
          cancellingId={actions.cancellingId}
          processing={actions.processing || autoProcessing}
          onDue={onDue}
        />
      ) : null}
      <div ref={tabsRef}>
        <Tabs
          label={t('tabs.label')}
          value={tab}
          onValueChange={(value) => setTab(value === 'new' ? 'new' : 'missions')}
          items={[
            { value: 'missions', label: t('tabs.missions'), content: missionsPanel },
            { value: 'new', label: t('tabs.new'), content: newPanel },
          ]}
        />
      </div>
      <ConfirmDialog
        open={actions.confirming !== null}
        onOpenChange={(open) => {
          if (!open) actions.closeConfirm();
        }}
        title={t('cancel.title')}
        description={t('fleet.cancelConfirm', { ns: 'errors' })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        destructive
        onConfirm={actions.confirmCancel}
      />
      <ReportsModal open={reportsOpen} onOpenChange={setReportsOpen} />
    </div>
  );
}
