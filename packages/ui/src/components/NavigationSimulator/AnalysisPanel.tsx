import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { formatTravelTime, type RouteAnalysis } from '../../lib/navigation';
import * as styles from './NavigationSimulator.css';
import { formatDecimal, formatNumber } from '../../lib/format';

export interface AnalysisPanelProps {
  /** The analysed route, or null while origin or destination is missing. */
  analysis: RouteAnalysis | null;
  simulating: boolean;
  /** Opens the confirmation; offered only while simulating a viable route (spec p2 §4). */
  onConfirm: () => void;
}

/**
 * The route analysis (spec p2 §2.9, §9): distance, fuel needed against capacity, travel time
 * (hours under 24 h, else days and hours), zones crossed, stations within 30 units, each
 * segment, viability with its reasons, and 'Confirmar'. Memoised: the orbit animation never
 * re-renders it; only a change of route, design or simulate state does.
 */
export const AnalysisPanel = memo(function AnalysisPanel({ analysis, simulating, onConfirm }: AnalysisPanelProps) {
  const { t, i18n } = useTranslation('designer');
  const locale = i18n.language;
  const whole = (v: number) => formatNumber(v, locale);
  const decimal = (v: number) => formatDecimal(v, locale, 1);
  const fuel = (v: number) => formatDecimal(v, locale, 2);

  if (!analysis) {
    return (
      <Card title={t('nav.analysis.title')} aria-live="polite" data-testid="analysis-panel">
        <p className={styles.muted}>{t('nav.analysis.empty')}</p>
      </Card>
    );
  }

  const time = formatTravelTime(analysis.hours);
  const timeText =
    time === null
      ? t('nav.analysis.noTime')
      : time.unit === 'hours'
        ? t('nav.analysis.hours', { hours: decimal(time.hours) })
        : t('nav.analysis.daysHours', { days: whole(time.days), hours: whole(time.hours) });

  return (
    <Card
      title={t('nav.analysis.title')}
      actions={
        <Badge tone={analysis.viable ? 'success' : 'danger'}>
          {analysis.viable ? t('nav.analysis.viable') : t('nav.analysis.notViable')}
        </Badge>
      }
      aria-live="polite"
      data-testid="analysis-panel"
    >
      <dl className={styles.panelList}>
        <dt className={styles.term}>{t('nav.analysis.distance')}</dt>
        <dd className={styles.value} data-testid="route-distance">
          {t('nav.analysis.units', { value: decimal(analysis.distance) })}
        </dd>
        <dt className={styles.term}>{t('nav.analysis.fuelNeeded')}</dt>
        <dd className={styles.value} data-testid="route-fuel">
          {fuel(analysis.fuel)}
        </dd>
        <dt className={styles.term}>{t('nav.analysis.fuelCapacity')}</dt>
        <dd className={styles.value} data-testid="route-capacity">
          {whole(analysis.fuelCapacity)}
        </dd>
        <dt className={styles.term}>{t('nav.analysis.time')}</dt>
        <dd className={styles.value} data-testid="route-time">
          {timeText}
        </dd>
        <dt className={styles.term}>{t('nav.analysis.zones')}</dt>
        <dd className={styles.value} data-testid="route-zones">
          {analysis.zones.length === 0
            ? t('nav.analysis.none')
            : analysis.zones.map((zone) => t('nav.zoneWithThreat', { name: t(`nav.zones.${zone.id}`), threat: zone.threat })).join(', ')}
        </dd>
        <dt className={styles.term}>{t('nav.analysis.stations')}</dt>
        <dd className={styles.value} data-testid="route-stations">
          {analysis.stations.length === 0
            ? t('nav.analysis.none')
            : analysis.stations
                .map((station) =>
                  t('nav.stationWithService', { name: t(`nav.stations.${station.id}`), service: t(`nav.services.${station.service}`) }),
                )
                .join(', ')}
        </dd>
      </dl>

      <h3 className={styles.subheading}>{t('nav.analysis.segments')}</h3>
      {/* The segment's own name carries its number ('Tramo 1'): the list draws no marker, which
          read '1. Tramo 1' before. */}
      <ol className={styles.segments}>
        {analysis.segments.map((segment, index) => (
          <li key={index} className={styles.segment}>
            <span className={styles.segmentName}>{t('nav.analysis.segment', { n: index + 1 })}</span>
            <span>
              {t('nav.analysis.segmentLine', { distance: decimal(segment.distance), fuel: fuel(segment.fuel) })}
              {segment.zones.length > 0 ? ` · ${segment.zones.map((id) => t(`nav.zones.${id}`)).join(', ')}` : ''}
            </span>
          </li>
        ))}
      </ol>

      {analysis.problems.some((p) => p !== 'incomplete') ? (
        <ul className={styles.problems} data-testid="route-problems">
          {analysis.problems.includes('noSpeed') ? <li>{t('nav.analysis.noSpeed')}</li> : null}
          {analysis.problems.includes('notEnoughFuel') ? (
            <li>{t('nav.analysis.notEnoughFuel', { missing: fuel(analysis.fuel - analysis.fuelCapacity) })}</li>
          ) : null}
        </ul>
      ) : null}

      {!simulating ? <p className={styles.muted}>{t('nav.analysis.simulateOff')}</p> : null}
      {simulating && analysis.viable ? (
        <Button variant="primary" onClick={onConfirm}>
          {t('nav.confirm')}
        </Button>
      ) : null}
    </Card>
  );
});
