import { useTranslation } from 'react-i18next';
import type { Mission } from '@imperio/api-client';
import { canCancel } from '@imperio/rules';
import { useDateText } from '../../lib/useDateText';
import {
  CancelMissionButton,
  FramedMissionTypeIcon,
  MissionRoute,
  MissionStatusBadge,
  useMissionText,
  useMissionTypeName,
} from '../MissionCard';
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
 * 'Cancelar' while allowed. The route, ship lines, numbers and cancel button are the mission
 * card's own parts (components/MissionCard), so both read alike.
 */
export function MissionHistory({ missions, onCancel, cancellingId = null }: MissionHistoryProps) {
  const { t } = useTranslation('fleet');
  const { age } = useDateText();
  const typeNameOf = useMissionTypeName();
  const { shipLines, compact, none } = useMissionText();
  return (
    <ul className={styles.history} aria-label={t('list.title')}>
      {missions.map((mission) => {
        const color = mission.mission_type_data?.color ?? undefined;
        const code = mission.mission_type_data?.code ?? mission.mission_type;
        const typeName = typeNameOf(code, mission.mission_type_data?.name);
        const ships = shipLines(mission);
        return (
          <li
            key={mission.id}
            className={styles.row}
            style={color ? { borderInlineStartColor: color } : undefined}
            data-testid="mission-row"
          >
            <FramedMissionTypeIcon icon={mission.mission_type_data?.icon} code={code} color={color} />
            <div className={styles.rowMain}>
              <div className={styles.rowTitle}>
                <span>{typeName}</span>
                <MissionStatusBadge mission={mission} />
                <MissionRoute mission={mission} />
              </div>
              <div className={styles.rowMeta}>
                <span>
                  {t('mission.ships')}: {ships.length ? ships.join(', ') : t('mission.noShips')}
                </span>
                <span>
                  {t('mission.cargo')}: {compact(mission.total_cargo)}
                </span>
                <span>
                  {t('mission.fuel')}: {compact(mission.fuel_consumption)}
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
              <CancelMissionButton
                typeName={typeName}
                destination={mission.destination_coordinates ?? none}
                cancelling={cancellingId !== null && cancellingId === mission.id}
                disabled={cancellingId !== null}
                onClick={() => onCancel(mission)}
              />
            ) : (
              <span />
            )}
          </li>
        );
      })}
    </ul>
  );
}
