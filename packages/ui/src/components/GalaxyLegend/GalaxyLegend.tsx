import { useTranslation } from 'react-i18next';
import * as styles from './GalaxyLegend.css';

const ENTRIES = ['mine', 'occupied', 'free', 'empty', 'debris'] as const;

/** The map legend (spec p1 §2.6): own planets, occupied, free, empty positions, debris. */
export function GalaxyLegend() {
  const { t } = useTranslation('galaxy');
  return (
    <section aria-labelledby="galaxy-legend-title">
      <h3 id="galaxy-legend-title" className={styles.title}>
        {t('legend.title')}
      </h3>
      <ul className={styles.list}>
        {ENTRIES.map((kind) => (
          <li key={kind} className={styles.item}>
            <span className={styles.swatch({ kind })} aria-hidden="true" />
            {t(`legend.${kind}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
