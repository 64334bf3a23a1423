import { useTranslation } from 'react-i18next';
import type { ResearchType, UserResearch } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Box } from '../../primitives/Box';
import { atMaxLevel, researchProgress } from '../../lib/research';
import * as styles from './ResearchCard.css';
import { entityCode, entityName } from '../../lib/entityName';
import { EntityIcon } from '../EntityIcon';

export interface ResearchCardProps {
  type: ResearchType;
  /** The player's research of this type; undefined means level 0. */
  research?: UserResearch;
  /** Current time in ms (progress). */
  now: number;
  selected?: boolean;
  onSelect: (type: ResearchType) => void;
}

/**
 * One technology in the list (spec p2 §2.2): name, category, level / max level, and a marker:
 * researching with its percentage, 'Completada' at 100 % (until the complete call registers it),
 * or 'Nivel máximo'. A toggle button that opens the detail panel.
 */
export function ResearchCard({ type, research, now, selected = false, onSelect }: ResearchCardProps) {
  const { t } = useTranslation('research');
  const level = Number(research?.level ?? 0) || 0;
  const max = type.max_level;
  const percent = research?.is_researching ? researchProgress(research, now) : null;
  const category = type.category && t(`categories.${type.category}` as never, { defaultValue: '' });
  return (
    <button
      type="button"
      // The phone's detail sheet returns the focus here when it closes.
      id={`research-${type.id}-card`}
      className={styles.card}
      aria-pressed={selected}
      onClick={() => onSelect(type)}
      data-testid="research-card"
    >
      <Box as="span" display="flex" flexWrap="wrap" justifyContent="space-between" alignItems="center" gap="sm">
        <span className={styles.name}>
          <EntityIcon kind="research" code={entityCode('research', null, type.name)} size="sm" />
          {entityName(t, 'research', null, type.name)}
        </span>
        {percent !== null ? (
          percent >= 100 ? (
            <Badge tone="success">{t('completed')}</Badge>
          ) : (
            <Badge tone="info">{t('researching', { percent: Math.floor(percent) })}</Badge>
          )
        ) : atMaxLevel(level, max) ? (
          <Badge tone="warning">{t('maxLevel')}</Badge>
        ) : null}
      </Box>
      <Box as="span" display="flex" flexWrap="wrap" justifyContent="space-between" alignItems="center" gap="sm">
        <span className={styles.meta}>{category || t('categories.other')}</span>
        <span className={styles.meta}>
          {max === null || max === undefined ? t('level', { level }) : t('levelOfMax', { level, max: Number(max) })}
        </span>
      </Box>
    </button>
  );
}
