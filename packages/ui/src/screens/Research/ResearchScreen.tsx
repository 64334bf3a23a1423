import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RESEARCH_CATEGORIES, type ResearchType } from '@imperio/api-client';
import { formatClock } from '@imperio/rules';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Stack } from '../../primitives/Stack';
import { ActiveResearchPanel } from '../../components/ActiveResearchPanel';
import { CategoryLayout } from '../../components/CategoryLayout';
import { DetailSheet } from '../../components/DetailSheet';
import { EntityIcon } from '../../components/EntityIcon';
import { QueueStrip } from '../../components/QueueStrip';
import { secondsUntil } from '../../lib/countdown';
import { entityName } from '../../lib/entityName';
import { researchProgress } from '../../lib/research';
import { useIsPhone } from '../../lib/useIsPhone';
import { useErrorText, useScreenText } from '../../lib/useErrorText';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import { useSession } from '../../state/session';
import { ResearchList, ResearchSide } from './ResearchParts';
import { useResearch } from './useResearch';
import * as styles from './Research.css';

const CATEGORIES = ['all', ...RESEARCH_CATEGORIES] as const;

/**
 * Route /research, 'Árbol Tecnológico' (spec p2 §2.2, §4 'Research', §5, §7, §8, §9).
 * The complete call runs on load, every 30 s (silent) and before each start; the list shows
 * each technology's level, the detail panel the next level's cost = base × cost_factor^level;
 * 'Investigación Activa' shows progress and 'Completada' at 100 % until complete registers it.
 * On phones 'Investigación Activa' is a strip under the title (opening the panel in a sheet) and
 * a technology's detail a sheet over the list (`useIsPhone`); desktops keep the side column.
 * Data and rules in `useResearch`; this decides what to show.
 */
export function ResearchScreen() {
  const { t } = useTranslation('research');
  const { planet } = useSelectedPlanet();
  const signedIn = useSession() !== null;
  const state = useResearch(planet, signedIn);
  const [selectedId, setSelectedId] = useState<ResearchType['id'] | null>(null);
  const screenText = useScreenText();
  const isPhone = useIsPhone();
  const { t: tCommon } = useTranslation('common');

  const title = <h1 className={styles.title}>{t('title')}</h1>;
  if (!signedIn)
    return (
      <Stack gap="lg">
        {title}
        <NoSessionAlert />
      </Stack>
    );

  const allTypes = state.types.data ?? [];
  const visibleIn = (category: string) => (category === 'all' ? allTypes : allTypes.filter((type) => type.category === category));
  const planetName = planet ? (planet.name ?? String(planet.coordinates ?? planet.id)) : null;
  const selected = allTypes.find((type) => type.id === selectedId) ?? null;
  const toggle = (picked: ResearchType) => setSelectedId((current) => (current === picked.id ? null : picked.id));
  const { completeNotice } = state;
  const activePanel = (
    <ActiveResearchPanel
      items={state.active}
      now={state.now}
      onComplete={state.requestComplete}
      completing={state.complete.isPending}
      result={completeNotice ? { tone: completeNotice.tone, text: screenText(completeNotice.text) } : null}
    />
  );
  const side = <ResearchSide state={state} selected={selected} planetName={planetName} />;
  return (
    <Stack gap="lg">
      {title}
      <LoadErrorAlert state={state} />
      {state.user.data ? isPhone ? <ActiveResearchStrip state={state}>{activePanel}</ActiveResearchStrip> : activePanel : null}
      <CategoryLayout ns="research" categories={CATEGORIES} sideWidth="wide" side={isPhone ? null : side}>
        {(category) => <ResearchList state={state} visible={visibleIn(category)} selectedId={selectedId} onSelect={toggle} />}
      </CategoryLayout>
      {isPhone ? (
        <DetailSheet
          open={selected !== null}
          onBack={() => setSelectedId(null)}
          title={selected ? entityName(t, 'research', null, selected.name) : t('listLabel')}
          backLabel={tCommon('sheet.back')}
          returnFocusTo={() => document.getElementById(`research-${String(selectedId)}-card`)}
          closeOnHistoryBack
        >
          {selected ? side : null}
        </DetailSheet>
      ) : null}
    </Stack>
  );
}

/**
 * The phone's 'Investigación Activa' under the title: the first running research (→ level), its
 * countdown ('Completada' at 100 %) and '+N en cola'; a tap opens the panel (`children`).
 */
function ActiveResearchStrip({ state, children }: { state: ReturnType<typeof useResearch>; children: ReactNode }) {
  const { t } = useTranslation('research');
  const first = state.active[0];
  const remaining = first?.ends_at ? secondsUntil(first.ends_at, state.now) : null;
  const done = first ? researchProgress(first, state.now) >= 100 : false;
  return (
    <QueueStrip
      title={t('active.title')}
      emptyText={t('active.none')}
      waiting={Math.max(0, state.active.length - 1)}
      heading={false}
      current={
        first
          ? {
              name: (
                <>
                  <EntityIcon kind="research" code={first.code} size="sm" />
                  {t('active.toLevel', { name: first.name, level: first.targetLevel })}
                </>
              ),
              time: done ? t('completed') : remaining === null ? null : formatClock(remaining),
            }
          : null
      }
    >
      {children}
    </QueueStrip>
  );
}

/** Without a session: the buildings' 'no token' text (spec p2 §8). */
function NoSessionAlert() {
  const { t } = useTranslation('errors');
  return <Alert>{t('buildings.noToken')}</Alert>;
}

/** A failed load of the types or the player's levels, with 'Reintentar' reloading both. */
function LoadErrorAlert({ state }: { state: ReturnType<typeof useResearch> }) {
  const { t } = useTranslation('common');
  const errorText = useErrorText();
  const error = state.types.error ?? state.user.error;
  if (!error) return null;
  const retry = () => {
    void state.types.refetch();
    void state.user.refetch();
  };
  return (
    <Alert
      action={
        <Button size="sm" onClick={retry}>
          {t('retry')}
        </Button>
      }
    >
      {errorText(error, 'errors:research.load')}
    </Alert>
  );
}
