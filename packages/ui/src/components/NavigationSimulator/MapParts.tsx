import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { DANGER_ZONES, STATIONS, type Point, type RoutePlan } from '../../lib/navigation';
import * as styles from './NavigationSimulator.css';

/**
 * The map's help text (referenced by the map's `aria-describedby`) and its legend: each danger
 * zone with its threat and each station with its service (spec p2 §2.9).
 */
export function MapLegend({ helpId }: { helpId: string }) {
  const { t } = useTranslation('designer');
  return (
    <>
      <p id={helpId} className={styles.help}>
        {t('nav.help')} {t('nav.keyboardHelp')}
      </p>
      <ul className={styles.help} aria-label={t('nav.legend')}>
        {DANGER_ZONES.map((zone) => (
          <li key={zone.id}>{t('nav.zoneWithThreat', { name: t(`nav.zones.${zone.id}`), threat: zone.threat })}</li>
        ))}
        {STATIONS.map((station) => (
          <li key={station.id}>
            {t('nav.stationWithService', { name: t(`nav.stations.${station.id}`), service: t(`nav.services.${station.service}`) })}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The drawn route in map units: the line through its points (highlighted while simulating)
 * and a marker on each chosen end. Decorative: the status line says the same in words.
 */
export function RouteMarks({ drawn, plan, simulating }: { drawn: Point[]; plan: RoutePlan; simulating: boolean }) {
  return (
    <>
      {drawn.length >= 2 ? (
        <polyline
          data-testid="route-line"
          points={drawn.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(' ')}
          className={clsx(styles.route, simulating && styles.routeSimulating)}
          aria-hidden="true"
        />
      ) : null}
      {[plan.origin, plan.destination].map((end, index) =>
        end ? (
          <circle
            key={index === 0 ? 'origin' : 'destination'}
            cx={end.point.x}
            cy={end.point.y}
            r={6}
            className={styles.endpoint}
            aria-hidden="true"
          />
        ) : null,
      )}
    </>
  );
}
