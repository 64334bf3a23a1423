import { clsx } from 'clsx';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DANGER_ZONES, MAP_CENTER, PLANETS, STATIONS, type StationId, type ZoneId } from '../../lib/navigation';
import * as styles from './NavigationSimulator.css';

/**
 * Zones, stations, orbits and the sun (spec p2 §3 'Navigation simulator map'): drawn once,
 * re-rendered only when the zones crossed or the stations near the route change.
 * @param crossed zone ids the route crosses, joined with ','
 * @param near station ids within reach of the route, joined with ','
 */
export const StaticLayer = memo(function StaticLayer({ crossed, near }: { crossed: string; near: string }) {
  const { t } = useTranslation('designer');
  const crossedIds = crossed.split(',') as ZoneId[];
  const nearIds = near.split(',') as StationId[];
  return (
    <g aria-hidden="true">
      <circle cx={MAP_CENTER.x} cy={MAP_CENTER.y} r={22} className={styles.sun} />
      {PLANETS.map((planet) => (
        <circle key={planet.id} cx={MAP_CENTER.x} cy={MAP_CENTER.y} r={planet.orbit} className={styles.orbit} />
      ))}
      {DANGER_ZONES.map((zone) => (
        <g key={zone.id} data-zone={zone.id} data-crossed={crossedIds.includes(zone.id)}>
          <circle
            cx={zone.center.x}
            cy={zone.center.y}
            r={zone.radius}
            className={clsx(styles.zone[zone.id], crossedIds.includes(zone.id) && styles.zoneActive)}
          />
          <text x={zone.center.x} y={zone.center.y + zone.radius + 16} textAnchor="middle" className={styles.smallLabel}>
            {t(`nav.zones.${zone.id}`)} · {zone.threat}
          </text>
        </g>
      ))}
      {STATIONS.map((station) => (
        <g key={station.id} data-station={station.id}>
          <rect
            x={station.position.x - 8}
            y={station.position.y - 8}
            width={16}
            height={16}
            transform={`rotate(45 ${station.position.x} ${station.position.y})`}
            className={clsx(styles.station, nearIds.includes(station.id) && styles.stationNear)}
          />
          <text x={station.position.x} y={station.position.y - 16} textAnchor="middle" className={styles.smallLabel}>
            {t(`nav.stations.${station.id}`)}
          </text>
        </g>
      ))}
    </g>
  );
});
