import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_KEYS, type ResourceKey } from '@imperio/api-client';
import { formatCompact } from '../../lib/format';
import { projectResource, type ResourceSnapshot } from '../../lib/resources';
import { LiveText } from '../../state/liveClock';
import { RESOURCE_ICONS } from '../ResourceCard';
import * as styles from './ResourceTicker.css';

export interface ResourceTickerProps {
  /** The planet's resources; null while loading or after a failure ('—'). */
  snapshot: ResourceSnapshot | null;
  /** Planet name for the accessible label. */
  planetName: string;
}

function Compact({ snapshot, resource }: { snapshot: ResourceSnapshot; resource: ResourceKey }) {
  const { i18n } = useTranslation();
  return <LiveText compute={(now) => formatCompact(projectResource(snapshot, resource, now).amount, i18n.language)} />;
}

/**
 * The resource ticker (spec p1 §2.5): the four stocks in compact form (1000+ as 'K',
 * 1000000+ as 'M', one decimal, p1 §9) with their production per hour; energy, a balance, shows
 * no '+0/h' rate, and 'Déficit' when it is below 0. Each figure follows the
 * shared clock on its own and re-renders only when its compact text changes.
 */
export const ResourceTicker = memo(function ResourceTicker({ snapshot, planetName }: ResourceTickerProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc, i18n } = useTranslation();
  return (
    <div role="group" aria-label={t('ticker.label', { planet: planetName })} data-testid="resource-ticker">
      <dl className={styles.ticker}>
        {RESOURCE_KEYS.map((resource) => {
          const Icon = RESOURCE_ICONS[resource];
          const perHour = snapshot ? snapshot.perSecond[resource] * 3600 : 0;
          // Energy is a balance (production − consumption): a rate only if the server sends one, and a deficit is flagged.
          const energyDeficit = resource === 'energy' && snapshot !== null && projectResource(snapshot, 'energy', snapshot.atMs).amount < 0;
          return (
            <div key={resource} className={styles.item}>
              <dt className={styles.label}>
                <Icon size={16} aria-hidden="true" className={styles.icon[resource]} />
                {tc(`resources.${resource}`)}
              </dt>
              <dd className={styles.value} data-testid={`ticker-${resource}`}>
                {snapshot ? <Compact snapshot={snapshot} resource={resource} /> : tc('none')}
                {energyDeficit ? (
                  <span className={`${styles.rate} ${styles.negative}`} data-testid="ticker-energy-deficit">
                    {t('ticker.deficit')}
                  </span>
                ) : null}
                {snapshot && (resource !== 'energy' || perHour !== 0) ? (
                  <span className={[styles.rate, perHour < 0 ? styles.negative : ''].filter(Boolean).join(' ')}>
                    {t('ticker.perHour', { value: formatCompact(perHour, i18n.language, true) })}
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
});
