import { useTranslation } from 'react-i18next';
import type { Planet } from '@imperio/api-client';
import { Card } from '../../primitives/Card';
import { factorPercent, fieldsUsage } from '../../lib/fields';
import * as styles from './PlanetSummary.css';

export interface PlanetSummaryProps {
  planet: Planet;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The planet type's label, or the raw type, or '—'. */
export function usePlanetTypeLabel(): (type: string | null | undefined) => string {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  return (type) => {
    if (!type) return tc('none');
    return i18n.exists(`dashboard:planetTypes.${type}`) ? t(`planetTypes.${type}` as never) : type;
  };
}

/**
 * The selected planet's summary (spec p1 §2.5): type, coordinates, temperature range, fields
 * used/total coloured green under 50 %, yellow under 80 %, red otherwise (p1 §9, with a text
 * hint so colour is not the only cue), and the production factors as percentages. Missing
 * fields show '—'.
 */
export function PlanetSummary({ planet }: PlanetSummaryProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const typeLabel = usePlanetTypeLabel();
  const none = tc('none');
  const min = num(planet.temperature_min);
  const max = num(planet.temperature_max);
  const usage = fieldsUsage(planet.fields_used, planet.fields_total);
  const factors = (['metal', 'crystal', 'deuterium'] as const).map((key) => [key, factorPercent(planet.production_factor?.[key])] as const);

  return (
    <Card title={t('summary.title')} data-testid="planet-summary">
      <dl className={styles.list}>
        <dt className={styles.term}>{t('summary.type')}</dt>
        <dd className={styles.value}>{typeLabel(planet.planet_type)}</dd>
        <dt className={styles.term}>{t('summary.coordinates')}</dt>
        <dd className={styles.value}>{planet.coordinates ? `[${planet.coordinates}]` : none}</dd>
        <dt className={styles.term}>{t('summary.temperature')}</dt>
        <dd className={styles.value}>{min !== null && max !== null ? t('summary.temperatureRange', { min, max }) : none}</dd>
        <dt className={styles.term}>{t('summary.fields')}</dt>
        <dd className={styles.value} data-testid="planet-fields">
          {usage ? (
            <>
              <span className={styles.fields[usage.colour]} data-colour={usage.colour}>
                {t('summary.fieldsValue', { used: usage.used, total: usage.total, percent: Math.round(usage.percent) })}
              </span>
              <span className={styles.fieldsBar} aria-hidden="true">
                <span className={styles.fieldsFill[usage.colour]} style={{ display: 'block', width: `${Math.min(100, usage.percent)}%` }} />
              </span>
              <span className={styles.hint}>{t(`summary.fieldsTone.${usage.colour}`)}</span>
            </>
          ) : (
            none
          )}
        </dd>
        <dt className={styles.term}>{t('summary.production')}</dt>
        <dd className={styles.value}>
          <ul className={styles.factors}>
            {factors.map(([key, percent]) => (
              <li key={key}>
                {tc(`resources.${key}`)}: {percent === null ? none : t('summary.factor', { value: percent })}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
    </Card>
  );
}
