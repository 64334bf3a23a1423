import { useTranslation } from 'react-i18next';
import { nextLevelGain } from '@imperio/rules';
import { BuildCostList } from '../BuildCostList';
import * as styles from './BuildingCard.css';

/**
 * What upgrading a building to `level + 1` adds: production per hour (energy
 * use as a negative) and storage capacity, from the formulas the mock universe applies
 * (`nextLevelGain`, @imperio/rules). Nothing for a building whose level changes neither.
 * @param code the building's `building_code`
 * @param level its current level
 */
export function NextLevelGainList({ code, level }: { code: string; level: number }) {
  const { t } = useTranslation('buildings');
  const gain = nextLevelGain(code, level);
  if (!gain) return null;
  const next = level + 1;
  return (
    <div data-testid="next-level-gain">
      <p className={styles.sectionTitle}>{t('nextLevel', { level: next })}</p>
      {gain.production ? (
        <BuildCostList
          amounts={gain.production}
          keys={['metal', 'crystal', 'deuterium', 'energy']}
          hideZero
          signed
          suffix="/h"
          emptyText={t('noProduction')}
          label={t('nextLevelProduction', { level: next })}
        />
      ) : null}
      {gain.storage ? (
        <BuildCostList
          amounts={{ [gain.storage.resource]: gain.storage.amount }}
          keys={[gain.storage.resource]}
          signed
          suffix={t('capacitySuffix')}
          emptyText={t('noProduction')}
          label={t('nextLevelStorage', { level: next })}
        />
      ) : null}
    </div>
  );
}
