import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button';
import { formatNumber } from '../../lib/format';
import { formatDuration } from '../../lib/duration';
import { EntityIcon } from '../EntityIcon';
import type { UnitKind, UnitTypeView } from './types';
import * as styles from './UnitCatalogue.css';

export interface UnitCardProps {
  unit: UnitTypeView;
  selected: boolean;
  onSelect: (id: string) => void;
  /** The planet's shipyard level: a requirement above it is shown as not met. @default null (unknown) */
  shipyardLevel?: number | null;
  /** Ships or defences: which icon set the card's icon comes from. @default 'ships' */
  kind?: UnitKind;
}

/**
 * One ship or defence type: stats, cost per unit, build time, required shipyard level (in red
 * with the planet's level when it is not met), 'Seleccionar'.
 */
export function UnitCard({ unit, selected, onSelect, shipyardLevel = null, kind = 'ships' }: UnitCardProps) {
  const { t, i18n } = useTranslation('shipyard');
  const n = (value: number) => formatNumber(value, i18n.language);
  const headingId = `unit-${unit.id}-name`;
  return (
    <article className={styles.card} data-selected={selected} aria-labelledby={headingId} data-testid={`unit-${unit.code ?? unit.id}`}>
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.cardTitle}>
          <EntityIcon kind={kind === 'ships' ? 'ship' : 'defense'} code={unit.code} size="sm" />
          {unit.name}
        </h3>
        <Button
          // The phone's build sheet returns the focus here when it closes.
          id={`unit-${unit.id}-select`}
          size="sm"
          variant={selected ? 'primary' : 'secondary'}
          aria-pressed={selected}
          onClick={() => onSelect(unit.id)}
        >
          {selected ? t('card.selected') : t('card.select')}
          <span className="visually-hidden"> {unit.name}</span>
        </Button>
      </div>
      {/* The catalogue's description is the server's free text (Spanish whatever the language). */}
      {unit.description ? (
        <p className={styles.description} data-server-text="">
          {unit.description}
        </p>
      ) : null}
      <dl className={styles.stats}>
        {unit.stats.map((stat) => (
          <div key={stat.key} style={{ display: 'contents' }}>
            <dt className={styles.statLabel}>{t(`stats.${stat.key}`)}</dt>
            <dd className={styles.statValue}>{n(stat.value)}</dd>
          </div>
        ))}
      </dl>
      <div>
        <span className={styles.costLabel} id={`${headingId}-cost`}>
          {t('card.cost')}
        </span>
        <CostList cost={unit.cost} labelledBy={`${headingId}-cost`} />
      </div>
      <div className={styles.meta}>
        {unit.buildTimeS !== null ? (
          <span>
            {t('card.buildTime')}: {formatDuration(unit.buildTimeS, i18n.language)}
          </span>
        ) : null}
        {unit.requiredLevel ? (
          shipyardLevel !== null && unit.requiredLevel > shipyardLevel ? (
            <span className={styles.unmet} data-testid="requirement-unmet">
              {t('card.requiredLevelUnmet', { level: unit.requiredLevel, current: shipyardLevel })}
            </span>
          ) : (
            <span>{t('card.requiredLevel', { level: unit.requiredLevel })}</span>
          )
        ) : null}
      </div>
    </article>
  );
}

/** Metal, crystal and deuterium amounts with their colour dots; zero amounts are left out. */
export function CostList({ cost, labelledBy }: { cost: UnitTypeView['cost']; labelledBy?: string }) {
  const { t, i18n } = useTranslation();
  const entries = [
    ['metal', cost.metal, styles.dotMetal],
    ['crystal', cost.crystal, styles.dotCrystal],
    ['deuterium', cost.deuterium, styles.dotDeuterium],
  ] as const;
  return (
    <ul className={styles.costs} aria-labelledby={labelledBy}>
      {entries
        .filter(([, amount]) => amount > 0)
        .map(([key, amount, dot]) => (
          <li key={key} className={styles.cost}>
            <span className={clsx(styles.dot, dot)} aria-hidden="true" />
            <span>
              {t(`resources.${key}`)} {formatNumber(amount, i18n.language)}
            </span>
          </li>
        ))}
    </ul>
  );
}
