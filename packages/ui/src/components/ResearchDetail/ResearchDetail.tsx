import { useTranslation } from 'react-i18next';
import type { ResearchType } from '@imperio/api-client';
import { Button } from '../../primitives/Button';
import { BuildCostList } from '../BuildCostList';
import { atMaxLevel, researchCost } from '../../lib/research';
import * as styles from './ResearchDetail.css';
import { entityName } from '../../lib/entityName';

export interface ResearchDetailProps {
  type: ResearchType;
  /** The player's current level of this technology. */
  level: number;
  /** This technology is being researched now. */
  researching: boolean;
  /** Name of the selected planet that pays, or null when none is selected. */
  planetName: string | null;
  onStart: (type: ResearchType) => void;
  /** The start request is on its way. */
  pending?: boolean;
}

/**
 * The detail and research panel (spec p2 §2.2, §5 'Research', §9): description, the next level's
 * cost = base × cost_factor^level for metal, crystal and deuterium, required lab level and max
 * level. 'Investigar' is disabled while researching, at max level or with no planet, and says why.
 */
export function ResearchDetail({ type, level, researching, planetName, onStart, pending = false }: ResearchDetailProps) {
  const { t } = useTranslation('research');
  const max = atMaxLevel(level, type.max_level);
  const cost = researchCost(
    {
      base_metal_cost: type.base_metal_cost,
      base_crystal_cost: type.base_crystal_cost,
      base_deuterium_cost: type.base_deuterium_cost,
      cost_factor: type.cost_factor,
    },
    level,
  );
  const reason = researching ? t('detail.reasonResearching') : max ? t('detail.reasonMax') : !planetName ? t('detail.reasonNoPlanet') : null;
  return (
    <aside className={styles.panel} aria-labelledby="research-detail-title" data-testid="research-detail">
      <h2 id="research-detail-title" className={styles.title}>
        {entityName(t, 'research', null, type.name)}
      </h2>
      {type.description ? <p className={styles.muted}>{type.description}</p> : null}
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('detail.currentLevel')}</dt>
        <dd className={styles.value}>{level}</dd>
        <dt className={styles.term}>{t('detail.maxLevel')}</dt>
        <dd className={styles.value}>{type.max_level === null || type.max_level === undefined ? t('detail.noMax') : Number(type.max_level)}</dd>
        <dt className={styles.term}>{t('detail.requiredLab')}</dt>
        <dd className={styles.value}>{t('detail.requiredLabValue', { level: Number(type.required_lab_level ?? 0) })}</dd>
      </dl>
      {!max ? (
        <>
          <h3 className={styles.subtitle}>{t('detail.nextLevel', { level: level + 1 })}</h3>
          <div data-testid="research-cost">
            <BuildCostList amounts={cost} emptyText="—" label={t('detail.nextLevel', { level: level + 1 })} />
          </div>
          {planetName ? <p className={styles.muted}>{t('detail.planet', { planet: planetName })}</p> : null}
        </>
      ) : null}
      {reason ? <p className={styles.muted} data-testid="research-reason">{reason}</p> : null}
      <Button
        variant="primary"
        disabled={Boolean(reason) || pending}
        aria-busy={pending}
        aria-label={t('detail.startName', { name: entityName(t, 'research', null, type.name), level: level + 1 })}
        onClick={() => onStart(type)}
      >
        {pending ? t('detail.starting') : t('detail.start')}
      </Button>
    </aside>
  );
}
