import { useTranslation } from 'react-i18next';
import type { Mission } from '@imperio/api-client';
import { MissionCard } from '../../components/MissionCard';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './Fleet.css';

export interface ActiveMissionsProps {
  /** The missions the grid shows (at most 6, cut by the screen). */
  grid: Mission[];
  /** The mission the player has just sent (it leads the grid, outlined), or null. */
  sentId?: Mission['id'] | null;
  /** Active missions left out of the grid. */
  hidden: number;
  loading: boolean;
  loaded: boolean;
  /** When the active missions answer arrived (ms): the countdowns run from it. */
  fetchedAtMs: number;
  onCancel: (mission: Mission) => void;
  cancellingId: Mission['id'] | null;
  processing: boolean;
  /** Called when a countdown reaches zero (refreshes the missions). */
  onDue: () => void;
}

/**
 * 'Misiones activas' (spec p2 §2.5, §9): at most 6 mission cards with countdown, progress,
 * arrival and return clock times and 'Cancelar'; 'No hay misiones activas' when none; a line
 * counting the ones left out.
 */
export function ActiveMissions({
  grid,
  sentId = null,
  hidden,
  loading,
  loaded,
  fetchedAtMs,
  onCancel,
  cancellingId,
  processing,
  onDue,
}: ActiveMissionsProps) {
  const { t } = useTranslation('fleet');
  return (
    <section className={styles.section} aria-labelledby="fleet-active-title">
      <h2 id="fleet-active-title" className={styles.sectionTitle}>
        {t('grid.title')}
      </h2>
      {loading ? <Spinner label={t('loading', { ns: 'common' })} /> : null}
      {loaded && grid.length === 0 ? <p className={styles.hint}>{t('grid.empty')}</p> : null}
      {grid.length ? (
        <ul className={styles.grid} aria-labelledby="fleet-active-title" data-testid="active-missions-grid">
          {grid.map((mission) => (
            <li
              key={String(mission.id)}
              className={mission.id === sentId ? styles.justSent : undefined}
              data-just-sent={mission.id === sentId ? 'true' : undefined}
            >
              <MissionCard
                mission={mission}
                fetchedAtMs={fetchedAtMs}
                onCancel={onCancel}
                cancelling={cancellingId !== null && cancellingId === mission.id}
                cancelDisabled={cancellingId !== null}
                processing={processing}
                onDue={Number(mission.time_remaining) > 0 ? onDue : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {hidden > 0 ? <p className={styles.hint}>{t('grid.more', { count: hidden })}</p> : null}
    </section>
  );
}
