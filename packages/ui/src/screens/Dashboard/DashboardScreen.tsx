import { lazy, memo, Suspense, useCallback, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Building2 from 'lucide-react/icons/building-complex';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Rocket from 'lucide-react/icons/rocket';
import Users from 'lucide-react/icons/users';
import {
  RESOURCE_KEYS,
  buildingQueries,
  config,
  missionQueries,
  resourceKeys,
  resourceQueries,
  toServerMs,
  type Planet,
} from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { button } from '../../primitives/Button/Button.css';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { Spinner } from '../../primitives/Spinner';
import { Stack } from '../../primitives/Stack';
import { Tabs } from '../../primitives/Tabs';
import { MissionCard } from '../../components/MissionCard';
import { PlanetList } from '../../components/PlanetList';
import { PlanetSummary } from '../../components/PlanetSummary';
import { ResourceCard } from '../../components/ResourceCard';
import { ResourceTicker } from '../../components/ResourceTicker';
import { formatScore } from '../../lib/format';
import { energyBalance, toSnapshot } from '../../lib/resources';
import { useErrorText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useSession } from '../../state/session';
import { useLiveValue } from '../../state/liveClock';
import { useStagedReveal } from '../../lib/useStagedReveal';
import { PlanetSelect } from './PlanetSelect';
import * as styles from './Dashboard.css';

/**
 * The rank is a fixed placeholder value (spec p1 §2.5). The total score is the commander's
 * points, shown as the header's chip shows them (one score, one form everywhere).
 */
export const RANK_PLACEHOLDER = 42;

const QUICK_ACTIONS = [
  { key: 'build', to: '/buildings', Icon: Building2 },
  { key: 'fleet', to: '/fleet', Icon: Rocket },
  { key: 'research', to: '/research', Icon: FlaskConical },
  { key: 'alliance', to: '/alliance', Icon: Users },
] as const;

function planetLabel(planet: Planet, fallback: string): string {
  const name = planet.name || fallback;
  return planet.coordinates ? `${name} [${planet.coordinates}]` : name;
}

/** Resources of the selected planet: the ticker and four cards, with their loading and error states. */
function PlanetResources({ planet }: { planet: Planet }) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const errorText = useErrorText();
  const query = useQuery(resourceQueries.planet(planet.id));
  // The energy card's production and consumption come from the buildings (spec p2 §3 production).
  const buildings = useQuery(buildingQueries.planet(planet.id));
  // The answers render deferred, in slices that yield to the browser rather than one long task
  // (less main-thread time on a slow phone); the spinner stays until the figures are drawn.
  const shown = useDeferredValue(useMemo(() => ({ stock: query.data, buildings: buildings.data }), [query.data, buildings.data]));
  const snapshot = useMemo(() => (shown.stock ? toSnapshot(shown.stock) : null), [shown.stock]);
  const energy = useMemo(
    () => (shown.buildings ? energyBalance(shown.buildings.buildings.map((b) => b.production?.energy)) : null),
    [shown.buildings],
  );
  const name = planet.name || t('planets.unnamed');
  return (
    <section aria-labelledby="dashboard-resources" className={`${styles.column} ${styles.resources}`}>
      <h2 id="dashboard-resources" className="visually-hidden">
        {t('ticker.label', { planet: name })}
      </h2>
      {query.isError ? (
        <Alert
          action={
            <Button size="sm" onClick={() => void query.refetch()}>
              {tc('retry')}
            </Button>
          }
        >
          {errorText(query.error)}
        </Alert>
      ) : null}
      {/* Over the ticker, not above it: the cards must not move when the stock arrives. */}
      {query.isPending || (query.data && !shown.stock) ? (
        <div className={styles.resourcesLoading}>
          <Spinner label={t('resource.loading')} />
        </div>
      ) : null}
      <ResourceTicker snapshot={snapshot} planetName={name} />
      <div className={styles.cards}>
        {RESOURCE_KEYS.map((resource) => (
          <ResourceCard key={resource} resource={resource} snapshot={snapshot} energy={resource === 'energy' ? energy : undefined} />
        ))}
      </div>
      {snapshot?.source === 'legacy' ? (
        <p className={styles.notice} data-testid="legacy-notice">
          {t('resource.legacy')}
        </p>
      ) : null}
    </section>
  );
}

/** The active-missions panel: the first 3 missions, refreshed every 30 s (spec p1 §2.5, §9). */
function ActiveMissions() {
  const { t } = useTranslation('dashboard');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const query = useQuery(missionQueries.active());
  // The list renders deferred, in slices that yield to the browser, with the
  // time of its answer (the countdowns start from it).
  const answer = useDeferredValue(
    useMemo(() => ({ data: query.data, at: toServerMs(query.dataUpdatedAt) }), [query.data, query.dataUpdatedAt]),
  );
  const missions = answer.data ?? [];
  const shown = missions.slice(0, config.limits.dashboardMissions);
  const rest = missions.length - shown.length;
  const { refetch } = query;
  // A phase ended: fetch the new state, and the resources (a delivery may have landed).
  const onDue = useCallback(() => {
    void refetch();
    void queryClient.invalidateQueries({ queryKey: resourceKeys.all });
  }, [refetch, queryClient]);

  return (
    <Card title={t('missions.title')} data-testid="missions-panel">
      {query.isPending || (query.data && !answer.data) ? <Spinner label={t('missions.loading')} /> : null}
      {query.isError ? <Alert>{errorText(query.error, 'errors:missions.active')}</Alert> : null}
      {query.isSuccess && answer.data && missions.length === 0 ? <EmptyState title={t('missions.empty')} /> : null}
      {shown.length ? (
        <Stack as="ul" gap="sm" padding="none" margin="none" className={styles.missionList}>
          {shown.map((mission) => (
            <li key={String(mission.id)}>
              <MissionCard mission={mission} fetchedAtMs={answer.at} onDue={onDue} />
            </li>
          ))}
        </Stack>
      ) : null}
      {query.isSuccess && missions.length > 0 ? (
        <p className={styles.more}>
          <span>{rest > 0 ? t('missions.more', { count: rest }) : null}</span>
          <Link to="/fleet" className={styles.link}>
            {t('missions.viewAll')}
          </Link>
        </p>
      ) : null}
    </Card>
  );
}

/**
 * The 'Planeta activo' view (spec p1 §2.5): the selected planet's resources, its summary, the
 * list of own planets, the quick actions and the active missions. Drawn in three parts, one
 * commit and layout each (short tasks on a phone): the resources first (the top of the screen), then
 * the left column, then the right one (below the fold on a phone). Memoised: an answer arrives
 * in an urgent render, where the screen still passes the previous (deferred) planet, and this
 * whole view is skipped there.
 */
const CommandView = memo(function CommandView({
  planet,
  planets,
  select,
}: {
  planet: Planet;
  planets: readonly Planet[];
  select: (id: Planet['id']) => void;
}) {
  const { t } = useTranslation('dashboard');
  const shown = useStagedReveal(3);
  return (
    <>
      <PlanetResources key={String(planet.id)} planet={planet} />
      <div className={styles.columns}>
        <div className={styles.column}>
          {shown >= 2 ? (
            <>
              <PlanetSummary planet={planet} />
              <PlanetList planets={planets} selectedId={planet.id} onSelect={select} />
            </>
          ) : null}
        </div>
        <div className={styles.column}>
          {shown >= 3 ? (
            <>
              {/* Quick actions first: the missions panel grows when its list arrives, and nothing sits below it to be pushed. */}
              <Card title={t('quick.title')}>
                <div className={styles.quick}>
                  {QUICK_ACTIONS.map(({ key, to, Icon }) => (
                    <Link key={key} to={to} className={button({ variant: 'secondary' })}>
                      <Icon size={16} aria-hidden="true" />
                      {t(`quick.${key}`)}
                    </Link>
                  ))}
                </div>
              </Card>
              <ActiveMissions />
            </>
          ) : null}
        </div>
      </div>
    </>
  );
});

// The 'Imperio' tab's table loads when the tab is first shown: the first screen after login does
// not wait for it (a smaller first download).
const EmpireOverview = lazy(() => import('../../components/EmpireOverview').then((m) => ({ default: m.EmpireOverview })));

/** The overview with a countdown clock that ticks once a second. */
function EmpireClock({ onOpen }: { onOpen: (id: Planet['id']) => void }) {
  const { t } = useTranslation();
  const second = useLiveValue((nowMs) => Math.floor(nowMs / 1000));
  return (
    <Suspense fallback={<Spinner label={t('loading')} />}>
      <EmpireOverview onOpen={onOpen} nowMs={second * 1000} />
    </Suspense>
  );
}

/**
 * The dashboard, 'Centro de Mando' (spec p1 §2.5): rank (a placeholder) and total score, the
 * selected planet's resource ticker and four live resource cards, the active-planet selector,
 * the planet summary, the list of own planets, the first 3 active missions, and four quick
 * actions; a second tab, 'Imperio', lists every planet. 'Error al cargar planetas' when the planets fail (with a retry); an empty state when
 * the commander has no planet. Resources refetch every 5 min and tick every second on the client
 * (only the figures re-render); missions refresh every 30 s. Answers render deferred, in slices
 * that yield to the browser (no long task on a slow phone).
 */
export function DashboardScreen() {
  const { t } = useTranslation('dashboard');
  const { t: tc, i18n } = useTranslation();
  const errorText = useErrorText();
  // The planet list (and a change of planet) reaches the screen in a deferred render: the whole
  // screen below is drawn in slices that yield to the browser, not in one long task
  // (which would stall a phone). The shell's switcher and bar follow the selection at once.
  const { planet, planets, isLoading, error, select, refetch } = useDeferredValue(useSelectedPlanet());
  const points = Number(useSession()?.user?.points);
  // The view is in the URL (?view=empire) so Back returns to it.
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'empire' ? 'empire' : 'command';
  const setView = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          if (next === 'empire') out.set('view', 'empire');
          else out.delete('view');
          return out;
        },
        { replace: false },
      ),
    [setParams],
  );
  const openPlanet = useCallback(
    (id: Planet['id']) => {
      select(id);
      setView('command');
    },
    [select, setView],
  );

  const onSelect = useCallback(
    (value: string) => {
      const found = planets.find((p) => String(p.id) === value);
      if (found) select(found.id);
    },
    [planets, select],
  );

  let body: ReactNode;
  if (isLoading) {
    body = <Spinner label={tc('loading')} />;
  } else if (error) {
    body = (
      <Alert
        action={
          <Button size="sm" onClick={refetch}>
            {tc('retry')}
          </Button>
        }
      >
        {errorText(error, 'errors:planets.load')}
      </Alert>
    );
  } else if (!planet) {
    body = (
      <EmptyState
        title={t('planets.empty')}
        description={t('planets.emptyHint')}
        action={
          <Link to="/galaxy" className={button({ variant: 'primary' })}>
            {t('planets.toGalaxy')}
          </Link>
        }
      />
    );
  } else {
    const command = <CommandView planet={planet} planets={planets} select={select} />;
    body = (
      <Tabs
        label={t('views.label')}
        value={view}
        onValueChange={setView}
        items={[
          { value: 'command', label: t('views.command'), content: command },
          { value: 'empire', label: t('views.empire'), content: <EmpireClock onOpen={openPlanet} /> },
        ]}
      />
    );
  }

  return (
    <div className={styles.page} data-testid="dashboard">
      <header className={styles.header}>
        <div className={styles.titleBlock}>
          <h1 className={styles.title}>{tc('screenTitles.dashboard')}</h1>
          <p className={styles.subtitle}>{t('subtitle')}</p>
        </div>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('rank')}</dt>
            <dd className={styles.statValue}>{t('rankValue', { rank: RANK_PLACEHOLDER })}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('score')}</dt>
            <dd className={styles.statValue} data-testid="total-score">
              {Number.isFinite(points) ? tc('score', { value: formatScore(points, i18n.language) }) : tc('none')}
            </dd>
          </div>
        </dl>
        {/* The slot is kept while the planets load, so the stats do not jump when it fills. */}
        <div className={styles.selector}>
          {planet && planets.length ? (
            <PlanetSelect
              label={t('activePlanet')}
              value={String(planet.id)}
              onValueChange={onSelect}
              options={planets.map((p) => ({ value: String(p.id), label: planetLabel(p, t('planets.unnamed')) }))}
            />
          ) : null}
        </div>
      </header>
      {body}
    </div>
  );
}
