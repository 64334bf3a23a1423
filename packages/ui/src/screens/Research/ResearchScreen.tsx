import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  buildingQueries,
  RESEARCH_CATEGORIES,
  researchMutations,
  researchQueries,
  resourceQueries,
  type ResearchType,
  type UserResearch,
} from '@imperio/api-client';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { EmptyState } from '../../primitives/EmptyState';
import { Spinner } from '../../primitives/Spinner';
import { Tabs } from '../../primitives/Tabs';
import { ActiveResearchPanel } from '../../components/ActiveResearchPanel';
import { ResearchCard } from '../../components/ResearchCard';
import { ResearchDetail } from '../../components/ResearchDetail';
import { useNow } from '../../lib/buildingTimers';
import { projectStock } from '../../lib/resources';
import { type ScreenText, useErrorText, useScreenText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useSession } from '../../state/session';
import * as styles from './Research.css';
import { entityName } from '../../lib/entityName';

type Notice = { tone: 'error' | 'success' | 'info'; text: ScreenText } | null;

/** The research lab's code in the planet's buildings (its level sets the research duration). */
const LAB_CODE = 'research_lab';

/**
 * Route /research, 'Árbol Tecnológico' (spec p2 §2.2, §4 'Research', §5, §7, §8, §9).
 * The complete call runs on load, every 30 s (silent) and before each start; the list shows
 * each technology's level, the detail panel the next level's cost = base × cost_factor^level;
 * 'Investigación Activa' shows progress and 'Completada' at 100 % until complete registers it.
 */
export function ResearchScreen() {
  const { t } = useTranslation('research');
  const { t: tErrors } = useTranslation('errors');
  const { t: tCommon } = useTranslation('common');
  const errorText = useErrorText();
  const screenText = useScreenText();
  const session = useSession();
  const { planet } = useSelectedPlanet();
  const queryClient = useQueryClient();
  const now = useNow();
  const [category, setCategory] = useState('all');
  const [selectedId, setSelectedId] = useState<ResearchType['id'] | null>(null);
  // The answer of the last start, shown beside the technology it was for (not atop the page).
  const [startNotice, setStartNotice] = useState<{ typeId: ResearchType['id']; notice: NonNullable<Notice> } | null>(null);
  // The answer of the last 'Completar', shown in the 'Investigación Activa' panel.
  const [completeNotice, setCompleteNotice] = useState<Notice>(null);
  const signedIn = session !== null;
  const planetId = planet?.id;

  const autoComplete = useQuery({ ...researchQueries.autoComplete(), enabled: signedIn });
  const types = useQuery({ ...researchQueries.types(), enabled: signedIn });
  const user = useQuery({ ...researchQueries.user(), enabled: signedIn });
  // The paying planet's stock (can it pay?) and its lab level (how long?).
  const resources = useQuery({ ...resourceQueries.planet(planetId ?? 0), enabled: signedIn && planetId !== undefined });
  const planetBuildings = useQuery({ ...buildingQueries.planet(planetId ?? 0), enabled: signedIn && planetId !== undefined });

  const completedCount = Number(autoComplete.data?.completed_count ?? 0);
  const completedAt = autoComplete.dataUpdatedAt;
  useEffect(() => {
    if (completedCount > 0) void researchMutations.invalidate(queryClient);
  }, [completedCount, completedAt, queryClient]);

  const complete = useMutation(researchMutations.complete());
  const start = useMutation(researchMutations.start());
  // One request per intent: repeated clicks or key presses before the re-render are ignored.
  const startInFlight = useRef(false);
  const completeInFlight = useRef(false);

  function requestStart(type: ResearchType) {
    if (!planet || startInFlight.current || start.isPending) return;
    startInFlight.current = true;
    setStartNotice(null);
    start.mutate(
      { research_type_id: type.id, planet_id: planet.id },
      {
        onSuccess: (answer) =>
          setStartNotice({ typeId: type.id, notice: { tone: 'success', text: { key: 'research:detail.started', options: { name: entityName(t, 'research', null, type.name), level: Number(answer.level) + 1 } } } }),
        onError: (error) => setStartNotice({ typeId: type.id, notice: { tone: 'error', text: { error, fallbackKey: 'errors:research.start' } } }),
        onSettled: () => {
          startInFlight.current = false;
        },
      },
    );
  }

  function requestComplete() {
    if (completeInFlight.current || complete.isPending) return;
    completeInFlight.current = true;
    setCompleteNotice(null);
    complete.mutate(undefined, {
      onSuccess: (answer) => {
        const count = Number(answer.completed_count) || 0;
        setCompleteNotice(
          count > 0 ? { tone: 'success', text: { key: 'research:active.completedCount', options: { count } } } : { tone: 'info', text: { key: 'research:active.nothingDue' } },
        );
      },
      onError: (error) => setCompleteNotice({ tone: 'error', text: { error, fallbackKey: 'research:active.completeError' } }),
      onSettled: () => {
        completeInFlight.current = false;
      },
    });
  }

  const byType = useMemo(() => {
    const map = new Map<string, UserResearch>();
    for (const entry of user.data ?? []) map.set(String(entry.research_type), entry);
    return map;
  }, [user.data]);

  if (!signedIn) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Alert>{tErrors('buildings.noToken')}</Alert>
      </div>
    );
  }

  const allTypes = types.data ?? [];
  const serverNameOf = (id: UserResearch['research_type']) => allTypes.find((type) => String(type.id) === String(id))?.name;
  const nameOf = (id: UserResearch['research_type']) => (serverNameOf(id) ? entityName(t, 'research', null, serverNameOf(id)) : `#${id}`);
  const active = (user.data ?? [])
    .filter((entry) => entry.is_researching)
    .map((entry) => ({
      id: entry.id,
      name: nameOf(entry.research_type),
      targetLevel: Number(entry.level) + 1,
      progress_percentage: entry.progress_percentage,
      started_at: entry.started_at,
      ends_at: entry.ends_at,
    }));
  const categories = ['all', ...RESEARCH_CATEGORIES] as const;
  const visible = category === 'all' ? allTypes : allTypes.filter((type) => type.category === category);
  const selected = allTypes.find((type) => String(type.id) === String(selectedId)) ?? null;
  const loadError = types.error ?? user.error;
  const loading = types.isPending || user.isPending;

  const panel = (
    <>
      {loading && !loadError ? <Spinner label={t('loading')} /> : null}
      {types.data && visible.length === 0 ? <EmptyState title={t('empty')} /> : null}
      {visible.length && user.data ? (
        <ul className={styles.list} aria-label={t('listLabel')}>
          {visible.map((type) => (
            <li key={type.id}>
              <ResearchCard
                type={type}
                research={byType.get(String(type.id))}
                now={now}
                selected={String(type.id) === String(selectedId)}
                onSelect={(picked) => setSelectedId((current) => (String(current) === String(picked.id) ? null : picked.id))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );

  const selectedResearch = selected ? byType.get(String(selected.id)) : undefined;
  const stock = projectStock(resources.data, now);
  const lab = planetBuildings.data?.buildings.find((b) => b.building_code === LAB_CODE);
  const labLevel = lab ? Number(lab.level) || 0 : null;
  const message = selected && startNotice && String(startNotice.typeId) === String(selected.id) ? { tone: startNotice.notice.tone === 'error' ? ('error' as const) : ('success' as const), text: screenText(startNotice.notice.text) } : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      {loadError ? (
        <Alert
          action={
            <Button
              size="sm"
              onClick={() => {
                void types.refetch();
                void user.refetch();
              }}
            >
              {tCommon('retry')}
            </Button>
          }
        >
          {errorText(loadError, 'errors:research.load')}
        </Alert>
      ) : null}
      {user.data ? (
        <ActiveResearchPanel
          items={active}
          now={now}
          onComplete={requestComplete}
          completing={complete.isPending}
          result={completeNotice ? { tone: completeNotice.tone, text: screenText(completeNotice.text) } : null}
        />
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
        {selected ? (
          <ResearchDetail
            type={selected}
            level={Number(selectedResearch?.level ?? 0) || 0}
            researching={Boolean(selectedResearch?.is_researching)}
            planetName={planet ? (planet.name ?? String(planet.coordinates ?? planet.id)) : null}
            stock={stock}
            labLevel={labLevel}
            pending={start.isPending}
            message={message}
            onStart={requestStart}
          />
        ) : (
          <Card title={t('listLabel')}>
            <p className={styles.muted}>{t('detail.placeholder')}</p>
          </Card>
        )}
      </div>
    </div>
  );
}
