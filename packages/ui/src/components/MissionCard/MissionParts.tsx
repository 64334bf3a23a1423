import { useTranslation } from 'react-i18next';
import ArrowRight from 'lucide-react/icons/arrow-right';
import type { Mission } from '@imperio/api-client';
import { entityCode, entityName } from '../../lib/entityName';
import { formatCompact, formatNumber } from '../../lib/format';
import { missionTimes } from '../../lib/missionProgress';
import { usePlayerClock } from './usePlayerClock';
import * as styles from './MissionCard.css';

/** '[1:42:7] → [1:44:4]' (origin before destination; '—' for a missing end), read as 'Ruta: …'. */
export function MissionRoute({ mission }: { mission: Pick<Mission, 'origin_planet_data' | 'destination_coordinates'> }) {
  const { t } = useTranslation('fleet');
  const none = t('none', { ns: 'common' });
  return (
    <span className={styles.route}>
      <span className="visually-hidden">{t('mission.route')}: </span>
      {mission.origin_planet_data?.coordinates ? `[${mission.origin_planet_data.coordinates}]` : none}{' '}
      <ArrowRight size={14} aria-hidden="true" className={styles.arrow} />{' '}
      {mission.destination_coordinates ? `[${mission.destination_coordinates}]` : none}
    </span>
  );
}

/**
 * A mission's figures as the card and the history write them: its ships ('2 × Nave grande de
 * carga', named from the client's catalogue) and a number in the compact form ('35,0K'; '—'
 * when missing).
 */
export function useMissionText() {
  const { t, i18n } = useTranslation('fleet');
  const none = t('none', { ns: 'common' });
  const shipItems = (mission: Pick<Mission, 'ships'>): Array<{ code: string | undefined; text: string }> =>
    (mission.ships ?? [])
      .filter((ship) => ship.ship_name || ship.ship_code)
      .map((ship) => ({
        code: entityCode('ship', ship.ship_code, ship.ship_name),
        text: t('mission.shipLine', {
          quantity: typeof ship.quantity === 'number' ? formatNumber(ship.quantity, i18n.language) : none,
          name: entityName(t, 'ship', ship.ship_code, ship.ship_name),
        }),
      }));
  const shipLines = (mission: Pick<Mission, 'ships'>): string[] => shipItems(mission).map((item) => item.text);
  const compact = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatCompact(value, i18n.language) : none);
  return { shipItems, shipLines, compact, none };
}

/**
 * Arrival and return as clock times in the player's time zone, beside the
 * countdown: only those still ahead (see `missionTimes`); nothing when neither is known.
 */
export function MissionClockTimes({ mission, fetchedAtMs }: { mission: Mission; fetchedAtMs: number }) {
  const { t } = useTranslation('fleet');
  const clock = usePlayerClock();
  const { arrivalMs, returnMs } = missionTimes(mission, fetchedAtMs);
  if (arrivalMs === null && returnMs === null) return null;
  return (
    <dl className={styles.clockTimes}>
      {arrivalMs !== null ? (
        <div className={styles.clockTime}>
          <dt>{t('mission.arrival')}</dt>
          <dd className={styles.time} data-testid="mission-arrival">
            <time dateTime={new Date(arrivalMs).toISOString()}>{clock(arrivalMs, fetchedAtMs)}</time>
          </dd>
        </div>
      ) : null}
      {returnMs !== null ? (
        <div className={styles.clockTime}>
          <dt>{t('mission.return')}</dt>
          <dd className={styles.time} data-testid="mission-return">
            <time dateTime={new Date(returnMs).toISOString()}>{clock(returnMs, fetchedAtMs)}</time>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
