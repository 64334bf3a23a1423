import { useTranslation } from 'react-i18next';
import type { BuildQueueItem } from '@imperio/api-client';
import { formatClock } from '@imperio/rules';
import { Badge } from '../../primitives/Badge';
import { BuildCostList } from '../BuildCostList';
import { formatNumber } from '../../lib/format';
import { secondsUntil } from '../../lib/countdown';
import * as styles from './BuildQueueList.css';
import { entityCode, entityName } from '../../lib/entityName';
import { EntityIcon } from '../EntityIcon';

export interface BuildQueueListProps {
  items: readonly BuildQueueItem[];
  /** Current time in ms, for the end countdown when items carry `ends_at`. */
  now: number;
}

/**
 * The construction queue (spec p2 §2.1, §3): position, building name, target level and total
 * cost (a sum or per resource). The first item is 'Construyendo', the others 'En cola'.
 */
export function BuildQueueList({ items, now }: BuildQueueListProps) {
  const { t, i18n } = useTranslation('buildings');
  if (items.length === 0) return <p className={styles.meta}>{t('queue.empty')}</p>;
  return (
    <ol className={styles.list} aria-label={t('queue.title')}>
      {items.map((item, index) => {
        const position = Number(item.position ?? index + 1);
        const cost = item.total_cost;
        const remaining = item.ends_at ? secondsUntil(item.ends_at, now) : null;
        return (
          <li key={item.id} className={styles.item} data-testid="queue-item">
            <span className={styles.position} aria-label={t('queue.position', { position })}>
              {position}
            </span>
            <span>
              <span className={styles.name}>
                <EntityIcon kind="building" code={entityCode('building', null, item.building_name)} size="sm" />
                {entityName(t, 'building', null, item.building_name)}
              </span>{' '}
              <span className={styles.meta}>{t('queue.targetLevel', { level: Number(item.target_level) })}</span>
            </span>
            <span className={styles.time}>
              <Badge tone={index === 0 ? 'info' : 'neutral'}>{index === 0 ? t('queue.building') : t('queue.waiting')}</Badge>
              {remaining !== null ? <div>{t('queue.endsIn', { time: remaining > 0 ? formatClock(remaining) : '0:00' })}</div> : null}
            </span>
            <span className={styles.cost}>
              {typeof cost === 'number' ? (
                <span className={styles.meta}>
                  {t('queue.totalCost')}: {formatNumber(cost, i18n.language)}
                </span>
              ) : (
                <BuildCostList amounts={cost} emptyText={t('noCost')} label={t('queue.totalCost')} />
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
