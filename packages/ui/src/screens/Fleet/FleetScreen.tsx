import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { missionQueries, reportQueries, toServerMs, type Mission } from '@imperio/api-client';
import { useMissionTypeName } from '../../components/MissionCard';
import { ConfirmDialog } from '../../primitives/Dialog';
import { Tabs } from '../../primitives/Tabs';
import { coordinatesOf } from '../../lib/coordinates';
import type { MissionFormState } from '../../lib/fleet';
import { useFocusFallback } from '../../lib/useFocusFallback';
import { useErrorText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useSession } from '../../state/session';
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
import { useMissionShortcuts } from './useMissionShortcuts';
import { useProcessDueMissions } from './useProcessDueMissions';
import * as styles from './Fleet.css';

type Tab = 'missions' | 'new';

/** The open form's address: the fleet tab lives in the URL, so a reload or Back keeps the place. */
export const NEW_MISSION_PATH = '/fleet/new';
const MISSIONS_PATH = '/fleet';
/** History state of a `/fleet/new` entry pushed from the list: leaving the form goes back to it. */
type FleetLocationState = { fromList?: boolean } | null;

/**
 * Route /fleet, 'Flota' (spec p2 §2.5, §2.6, §4, §5, §8): 'Procesar' (status polled every 30 s,
 * needs_processing shown) and 'Reportes' with its unread badge ('9+' above 9); the active
 * missions grid (at most 6) with countdowns and cancel after confirmation (while 'Misiones' is
 * the open tab: the form then starts right below the tabs); tabs 'Misiones'
 * (the history: every mission not in the grid, so each is listed once) and 'Nueva Misión' (the
 * form with its live preview). The galaxy's hand-over link (`?g&s&p&type&mission`) opens the
 * form prefilled. Every write (send, cancel, process) sends one request per intent: its control
 * is disabled while pending and repeated clicks or Enter presses are ignored (no duplicate writes).
 * The open tab is the address: `/fleet` the missions, `/fleet/new` the form (and the galaxy's
 * hand-over link `/fleet?g…`, which reloads as the same prefilled form), so a reload keeps the
 * form (its draft comes back from the draft store) and Back from the form returns to the list. The tabs come first and the active grid
 * sits inside 'Misiones' (below the switch, not above it), on phones and desktops alike, and
 * after a send the notice is scrolled into view with the new mission below it.
 * The state lives in hooks (`useMissionDraft`, `useFleetActions`, `useFleetShips`,
 * `useMissionShortcuts`); this function only composes.
 */
export function FleetScreen() {
  // A new hand-over (a report's 'Atacar' from the dialog on this screen) starts a fresh screen and form.
  const { handover, key } = useFleetHandover();
  // Only a new hand-over starts afresh. Leaving one (a send returns to `/fleet`) keeps the
  // screen, so its success notice stays. The navigation's key is part of the hand-over's, so
  // the same report's 'Atacar' pressed again also opens a fresh form.
  const location = useLocation();
  const handoverKey = handover ? `${key}#${location.key}` : null;
  const [screenKey, setScreenKey] = useState(handoverKey ?? '');
  if (handoverKey !== null && handoverKey !== screenKey) setScreenKey(handoverKey);
  return <FleetScreenBody key={handoverKey ?? screenKey} handover={handover} />;
}

function FleetScreenBody({ handover }: { handover: ReturnType<typeof useFleetHandover>['handover'] }) {
  const { t } = useTranslation('fleet');
  const errorText = useErrorText();
  const typeNameOf = useMissionTypeName();
  const { planet, isLoading: planetsLoading } = useSelectedPlanet();
  const place = coordinatesOf(planet?.coordinates);
  const origin = planet && place ? { name: planet.name ?? planet.coordinates ?? '', ...place } : null;
  const location = useLocation();
  const navigate = useNavigate();
  const onFormPath = location.pathname.replace(/\/+$/, '').endsWith(NEW_MISSION_PATH);
  const urlTab: Tab = onFormPath || handover ? 'new' : 'missions';
  // The tab shown follows the address, but a tap switches it at once: the router applies a
  // navigation in a transition, and the form must be gone in the same commit as the send's
  // success so the focus can move to 'Misiones'.
  const [shown, setShown] = useState({ tab: urlTab, url: urlTab });
  if (shown.url !== urlTab) setShown({ tab: urlTab, url: urlTab });
  const tab = shown.url === urlTab ? shown.tab : urlTab;
  const fromList = (location.state as FleetLocationState)?.fromList === true;
  // The tab asked for last: a tab trigger reports the same change on focus and on click, before
  // the address changes; the second report must not push a second `/fleet/new` entry.
  const askedTab = useRef<Tab>(tab);
  useLayoutEffect(() => {
    askedTab.current = tab;
  }, [tab]);
  const setTab = useCallback(
    (next: Tab) => {
      if (next === askedTab.current) return;
      askedTab.current = next;
      setShown((current) => ({ ...current, tab: next }));
      if (next === 'new') void navigate(NEW_MISSION_PATH, { state: { fromList: true } });
      // The form was opened from the list: going back to it is Back (no form entry left ahead).
      else if (fromList) void navigate(-1);
      else void navigate(MISSIONS_PATH, { replace: true });
    },
    [fromList, navigate],
  );
  const playerId = useSession()?.user?.id ?? null;
  const { planets } = useSelectedPlanet();
  const noticeRef = useRef<HTMLDivElement>(null);
  const [sentCount, setSentCount] = useState(0);
  const [sentId, setSentId] = useState<Mission['id'] | null>(null);
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
  // The form takes the screen while it is open: above it, the grid (up to 6 cards, about
  // 1 500 px at 390 px and 650 px at 1366 px) pushed it, and the switch, out of view.
  const gridShown = tab === 'missions';

  const { active, history, grid, hidden, past, loadError, onDue: refreshDue, retry } = useFleetMissions(sentId);
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

  const rememberRef = useRef<(sent: MissionFormState) => void>(() => undefined);
  const onSent = useCallback(
    (mission: Mission, sent: MissionFormState) => {
      const code = mission.mission_type_data?.code ?? mission.mission_type;
      setNotice({
        key: 'fleet:form.sent',
        options: { type: typeNameOf(code, mission.mission_type_data?.name), destination: mission.destination_coordinates ?? '' },
      });
      rememberRef.current(sent);
      setTab('missions');
      setSentId(mission.id);
      setSentCount((count) => count + 1);
    },
    [setNotice, typeNameOf, setTab],
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

  const shortcuts = useMissionShortcuts({
    control: draft.form.control,
    playerId,
    planets,
    originId: planet?.id ?? null,
    ships: fleetShips.ships,
    enabled: tab === 'new',
  });
  const { remember, ...helpers } = shortcuts;
  // The send's callback is made before the shortcuts exist (they read the draft's form): it
  // reaches `remember` through a ref kept current after each commit.
  useLayoutEffect(() => {
    rememberRef.current = remember;
  }, [remember]);

  // After a send the notice and the new mission are in view: the player may have scrolled far
  // down a phone's form to 'Enviar' (the notice sits at the top; the new mission right below the tabs).
  useEffect(() => {
    if (sentCount > 0) noticeRef.current?.scrollIntoView?.({ block: 'start' });
  }, [sentCount]);

  // After a send the form unmounts with the focused control in it: the focus goes to the open
  // tab ('Misiones', beside the new mission), not to the page's start; after a failed send, back
  // to 'Enviar misión'.
  useFocusFallback(tabsRef, openTabRef, draft.sending);

  const activeGrid = gridShown ? (
    <ActiveMissions
      grid={grid}
      sentId={sentId}
      hidden={hidden}
      loading={active.isPending}
      loaded={active.isSuccess}
      fetchedAtMs={toServerMs(active.dataUpdatedAt)}
      onCancel={actions.askCancel}
      cancellingId={actions.cancellingId}
      processing={actions.processing || autoProcessing}
      onDue={onDue}
    />
  ) : null;
  const historyPanel = (
    <MissionsPanel
      history={history}
      past={past}
      gridCount={grid.length}
      onNewMission={() => setTab('new')}
      onCancel={actions.askCancel}
      cancellingId={actions.cancellingId}
    />
  );
  // The switch first, then the missions (grid and history) under 'Misiones', at every width:
  // below the grid, the switch sat at y ≈ 700 of a 768 px laptop screen with 4 missions.
  const missionsPanel = (
    <div className={styles.missions}>
      {activeGrid}
      {historyPanel}
    </div>
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
      {...helpers}
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
        noticeRef={noticeRef}
      />
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
