import { useTranslation } from 'react-i18next';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ProgressBar } from '../../primitives/ProgressBar';
import { formatNumber } from '../../lib/format';
import { formatCountdown, type ProjectedQueueItem } from './queueView';
import { EntityIcon } from '../EntityIcon';
import * as styles from './UnitCatalogue.css';

export interface BuildQueueProps {
  /** The queue as of now (see `projectQueue`). */
  items: ProjectedQueueItem[];
  /** Ships or defences: which icon set names the queued units. */
  iconKind?: 'ship' | 'defense';
  onComplete: () => void;
  completing: boolean;
  /** The last 'Completar' result (a success notice), or null. */
  completeNotice?: string | null;
  /** The last 'Completar' failure (server text or the default), or null. */
  completeError?: string | null;
}

const tone = { building: 'primary', waiting: 'neutral', completed: 'success' } as const;

/**
 * The build queue (spec p2 §4): 'Construyendo...' on the first item, 'En cola' on the others,
 * 'Completada' on an item whose end has passed until the complete call; remaining quantity,
 * the current unit's countdown and a 'Completar' action, which says 'Completando...' while it
 * runs and then its result: what it registered, or why it failed.
 */
export function BuildQueue({
  items,
  iconKind = 'ship',
  onComplete,
  completing,
  completeNotice = null,
  completeError = null,
}: BuildQueueProps) {
  const { t, i18n } = useTranslation('shipyard');
  const n = (value: number) => formatNumber(value, i18n.language);
  const anyDone = items.some((item) => item.status === 'completed');
  return (
    <Card
      title={t('queue.title')}
      data-testid="queue"
      actions={
        <Button
          size="sm"
          variant={anyDone ? 'primary' : 'secondary'}
          onClick={onComplete}
          disabled={completing || items.length === 0}
          aria-busy={completing || undefined}
        >
          {completing ? t('queue.completing') : t('queue.complete')}
        </Button>
      }
    >
      {completeError && !completing ? <Alert>{completeError}</Alert> : null}
      {completeNotice && !completeError && !completing ? <Alert tone="success">{completeNotice}</Alert> : null}
      {items.length === 0 ? (
        <p className={styles.muted}>{t('queue.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.queueItem} data-status={item.status} data-testid="queue-item">
              <div className={styles.queueHead}>
                <strong className={styles.queueName}>
                  <EntityIcon kind={iconKind} code={item.code} size="sm" />
                  {n(item.quantity)} × {item.name}
                </strong>
                <Badge tone={tone[item.status]}>{t(`queue.${item.status}`)}</Badge>
              </div>
              {item.status !== 'completed' ? (
                <span>{t('queue.remaining', { remaining: n(item.remaining), quantity: n(item.quantity) })}</span>
              ) : null}
              {item.status === 'building' && item.secondsLeft !== null ? (
                <>
                  <span className={styles.countdown} data-testid="queue-countdown">
                    {t('queue.next', { time: formatCountdown(item.secondsLeft) })}
                  </span>
                  {item.unitProgress !== null ? (
                    <ProgressBar value={item.unitProgress} label={t('queue.unitProgress', { name: item.name })} />
                  ) : null}
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
