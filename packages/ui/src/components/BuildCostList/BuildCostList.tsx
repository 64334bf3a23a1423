import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import * as styles from './BuildCostList.css';

export type ResourceKey = 'metal' | 'crystal' | 'deuterium' | 'energy';

export interface BuildCostListProps {
  /** Amounts by resource; null, undefined and NaN count as 0. */
  amounts: Partial<Record<ResourceKey, number | null | undefined>> | null | undefined;
  /** Which resources to list, in order. @default metal, crystal, deuterium */
  keys?: readonly ResourceKey[];
  /** Hide zero amounts (production lists). @default false */
  hideZero?: boolean;
  /** Text when nothing is listed. */
  emptyText: string;
  /** Suffix after each value, e.g. '/h'. */
  suffix?: string;
  /** Accessible name of the list. */
  label: string;
  /** Show a '+' before positive values (what something adds). @default false */
  signed?: boolean;
}

/** A row of resource amounts with their colour dot (costs, production per hour). */
export function BuildCostList({
  amounts,
  keys = ['metal', 'crystal', 'deuterium'],
  hideZero = false,
  emptyText,
  suffix = '',
  label,
  signed = false,
}: BuildCostListProps) {
  const { t, i18n } = useTranslation('common');
  const rows = keys
    .map((key) => {
      const n = Number(amounts?.[key] ?? 0);
      return { key, value: Number.isFinite(n) ? n : 0 };
    })
    .filter((row) => !hideZero || row.value !== 0);
  if (!amounts || rows.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {rows.map(({ key, value }) => (
        <li key={key} className={styles.item}>
          <span className={clsx(styles.dot, styles.dotColor[key])} aria-hidden="true" />
          <span className={styles.name}>{t(`resources.${key}`)}</span>
          <span className={clsx(styles.value, value < 0 && styles.negative)}>
            {signed && value > 0 ? '+' : ''}
            {formatNumber(value, i18n.language)}
            {suffix}
          </span>
        </li>
      ))}
    </ul>
  );
}
