import { useTranslation } from 'react-i18next';
import type { Mission } from '@imperio/api-client';
import { Button } from '../../primitives/Button';
import { canCancel } from '../../lib/fleet';
import { formatCompact, formatNumber } from '../../lib/format';
import { entityName } from '../../lib/entityName';
import { useDateText } from '../../lib/useDateText';
import { FramedMissionTypeIcon, MissionStatusBadge, useMissionTypeName } from '../MissionCard';
import * as styles from './MissionHistory.css';

export interface MissionHistoryProps {
  missions: Mission[];
  onCancel?: (mission: Mission) => void;
  /** Id of the mission whose cancel is in flight (every cancel button is disabled meanwhile). */
  cancellingId?: Mission['id'] | null;
}

/**
 * The 'Misiones' tab (spec p2 §2.5 'history'): the missions not shown in the active grid (so
 * each mission is listed once), newest first, with type (named from the client's
 * translations), status label, route, ships, cargo, fuel, speed, when it was sent, and
 * 'Cancelar' while allowed.
 */
export function MissionHistory({ missions, onCancel, cancellingId = null }: MissionHistoryProps) {
  const { t, i18n } = useTranslation('fleet');
  const { age } = useDateText();
  const typeNameOf = useMissionTypeName();
  const none = t('none', { ns: 'common' });
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatCompact(value, i18n.language) : none);
  return (
    <ul className={styles.history} aria-label={t('list.title')}>
      {missions.map((mission) => {
        const color = mission.mission_type_data?.color ?? undefined;
        const typeName = typeNameOf(mission.mission_type_data?.code ?? mission.mission_type, mission.mission_type_data?.name);
        const ships = (mission.ships ?? []).filter((ship) => ship.ship_name || ship.ship_code);
        const cancelling = cancellingId !== null && String(cancellingId) === String(mission.id);
        return (
          <li key={mission.id} className={styles.row} style={color ? { borderInlineStartColor: color } : undefined} data-testid="mission-row">
            <FramedMissionTypeIcon icon={mission.mission_type_data?.icon} code={mission.mission_type_data?.code ?? mission.mission_type} color={color} />
            <div className={styles.rowMain}>
              <div className={styles.rowTitle}>
                <span>{typeName}</span>
                <MissionStatusBadge mission={mission} />
                <span className={styles.route}>
                  {mission.origin_planet_data?.coordinates ? `[${mission.origin_planet_data.coordinates}]` : none} → {mission.destination_coordinates ? `[${mission.destination_coordinates}]` : none}
                </span>
              </div>
              <div className={styles.rowMeta}>
                <span>
                  {t('mission.ships')}:{' '}
                  {ships.length
                    ? ships.map((ship) => t('mission.shipLine', { quantity: typeof ship.quantity === 'number' ? formatNumber(ship.quantity, i18n.language) : none, name: entityName(t, 'ship', ship.ship_code, ship.ship_name) })).join(', ')
                    : t('mission.noShips')}
                </span>
                <span>
                  {t('mission.cargo')}: {number(mission.total_cargo)}
                </span>
                <span>
                  {t('mission.fuel')}: {number(mission.fuel_consumption)}
                </span>
                <span>
                  {t('mission.speed')}: {typeof mission.speed_percentage === 'number' ? `${mission.speed_percentage} %` : none}
                </span>
                <span>
                  {t('mission.sent')}: {age(mission.created_at)}
                </span>
              </div>
            </div>
            {onCancel && canCancel(mission.status) ? (
              <Button
                size="sm"
                variant="danger"
                className={styles.touch}
                disabled={cancellingId !== null}
                // While cancelling, the visible 'Cancelando...' is the name (a label must contain the visible text).
                aria-label={cancelling ? undefined : t('mission.cancelLabel', { type: typeName, destination: mission.destination_coordinates ?? none })}
                onClick={() => onCancel(mission)}
              >
                {cancelling ? t('mission.cancelling') : t('mission.cancel')}
              </Button>
            ) : (
              <span />
            )}
          </li>
        );
      })}
    </ul>
  );
}
