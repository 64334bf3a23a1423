import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Mission, MissionType } from '@imperio/api-client';
import { MissionHistory } from '../../components/MissionHistory';
import { NewMissionForm, type NewMissionFormProps } from '../../components/NewMissionForm';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { QueryState } from '../../primitives/QueryState';
import { Spinner } from '../../primitives/Spinner';
import { useErrorText } from '../../lib/useErrorText';
import * as styles from './Fleet.css';

export interface MissionsPanelProps {
  /** The mission history query (its error is shown by the screen's alerts, not here). */
  history: UseQueryResult<Mission[]>;
  /** The history without the missions the active grid shows. */
  past: Mission[];
  /** How many missions the active grid shows. */
  gridCount: number;
  onNewMission: () => void;
  onCancel: (mission: Mission) => void;
  cancellingId: Mission['id'] | null;
}

/**
 * The 'Misiones' tab (spec p2 §2.5): a spinner until the history loads, 'No hay misiones' with
 * 'Nueva Misión' when there is none at all, a hint when every mission is in the active grid,
 * else the history list.
 */
export function MissionsPanel({ history, past, gridCount, onNewMission, onCancel, cancellingId }: MissionsPanelProps) {
  const { t } = useTranslation('fleet');
  // The load error is the screen's (FleetAlerts, with its retry): the panel only waits or shows.
  const query = { data: history.data, error: null, isPending: history.isPending, refetch: history.refetch };
  return (
    <div className={styles.panel}>
      <QueryState
        query={query}
        loadingLabel={t('loading', { ns: 'common' })}
        errorText={() => null}
        isEmpty={() => past.length === 0 && gridCount === 0}
        empty={
          <EmptyState
            title={t('list.empty')}
            description={t('list.emptyHint')}
            action={<Button onClick={onNewMission}>{t('list.newMission')}</Button>}
          />
        }
      >
        {() =>
          past.length ? (
            <MissionHistory missions={past} onCancel={onCancel} cancellingId={cancellingId} />
          ) : (
            <p className={styles.hint}>{t('list.onlyActive')}</p>
          )
        }
      </QueryState>
    </div>
  );
}

export interface NewMissionPanelProps extends Omit<NewMissionFormProps, 'missionTypes' | 'typesLoading'> {
  /** The mission types query: its error shows above the form. */
  types: UseQueryResult<MissionType[]>;
  /** The planets are still loading: a spinner instead of the form. */
  planetsLoading: boolean;
}

/** The 'Nueva Misión' tab (spec p2 §2.6): the types' load error, then the form (or a spinner). */
export function NewMissionPanel({ types, planetsLoading, ...form }: NewMissionPanelProps) {
  const { t } = useTranslation('fleet');
  const errorText = useErrorText();
  return (
    <div className={styles.panel}>
      {types.isError ? <Alert>{errorText(types.error, 'errors:fleet.load')}</Alert> : null}
      {planetsLoading ? (
        <Spinner label={t('loading', { ns: 'common' })} />
      ) : (
        <NewMissionForm {...form} missionTypes={types.data ?? []} typesLoading={types.isPending} />
      )}
    </div>
  );
}
