import { useTranslation } from 'react-i18next';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import { formatClock } from '@imperio/rules';
import { Alert } from '../../primitives/Alert';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ProgressBar } from '../../primitives/ProgressBar';
import { secondsUntil } from '../../lib/countdown';
import { researchProgress } from '../../lib/research';
import { EntityIcon } from '../EntityIcon';
import * as styles from './ActiveResearchPanel.css';

export interface ActiveResearchItem {
  id: string | number;
  name: string;
  /** The technology's code for its icon (`energy_technology`); the kind's fallback icon without one. */
  code?: string | null;
  /** Level being reached. */
  targetLevel: number;
  progress_percentage?: number | null;
  started_at?: string | null;
  ends_at?: string | null;
}

export interface ActiveResearchPanelProps {
  items: readonly ActiveResearchItem[];
  /** Current time in ms. */
  now: number;
  /** 'Completar' pressed: the complete call. */
  onComplete: () => void;
  /** The complete call is on its way: the button is disabled and reads 'Completando...'. */
  completing?: boolean;
  /** The answer of the last 'Completar' (how many were registered, or the error), shown in the panel. */
  result?: { tone: 'error' | 'success' | 'info'; text: string } | null;
}

/**
 * 'Investigación Activa' (spec p2 §2.2, §4 'Research'): each running research with its progress
 * bar; at 100 % it is highlighted 'Completada' until the complete call registers it. 'Completar'
 * waits while its call runs, and its result (or error) shows below the list.
 */
export function ActiveResearchPanel({ items, now, onComplete, completing = false, result = null }: ActiveResearchPanelProps) {
  const { t } = useTranslation('research');
  const anyDone = items.some((item) => researchProgress(item, now) >= 100);
  return (
    <Card
      title={t('active.title')}
      aria-label={t('active.title')}
      actions={
        items.length ? (
          <Button size="sm" variant={anyDone ? 'primary' : 'secondary'} onClick={onComplete} disabled={completing} aria-busy={completing}>
            {completing ? t('active.completing') : t('active.complete')}
          </Button>
        ) : null
      }
    >
      {items.length === 0 ? (
        <p className={styles.meta}>{t('active.none')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => {
            const percent = researchProgress(item, now);
            const done = percent >= 100;
            const remaining = item.ends_at ? secondsUntil(item.ends_at, now) : null;
            return (
              <li key={item.id} className={styles.item} data-done={done} data-testid="active-research">
                <div className={styles.row}>
                  <span className={styles.name}>
                    <EntityIcon kind="research" code={item.code} size="sm" />
                    {t('active.toLevel', { name: item.name, level: item.targetLevel })}
                  </span>
                  {done ? (
                    <Badge tone="success">
                      <CheckCircle2 size={12} aria-hidden="true" /> {t('completed')}
                    </Badge>
                  ) : (
                    <span className={styles.meta}>{Math.floor(percent)} %</span>
                  )}
                </div>
                <ProgressBar value={percent} label={t('active.progress', { name: item.name })} />
                {!done && remaining !== null ? (
                  <span className={styles.meta}>{t('active.remaining', { time: formatClock(remaining) })}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {result ? (
        <div className={styles.result} data-testid="complete-result">
          <Alert tone={result.tone}>{result.text}</Alert>
        </div>
      ) : null}
    </Card>
  );
}
