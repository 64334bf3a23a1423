import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Hourglass from 'lucide-react/icons/hourglass';
import type { Building } from '@imperio/api-client';
import { formatClock } from '@imperio/rules';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { BuildCostList } from '../BuildCostList';
import { NextLevelGainList } from './NextLevelGainList';
import type { BuildQueueState } from '../../lib/buildQueue';
import { secondsUntil } from '../../lib/countdown';
import { EntityIcon } from '../EntityIcon';
import * as styles from './BuildingCard.css';
import { entityName } from '../../lib/entityName';
import { useFocusFallback } from '../../lib/useFocusFallback';
import type { Amounts } from '../../lib/quantity';
import { useUpgradeReason } from './useUpgradeReason';

export interface BuildingCardProps {
  building: Building;
  /** Current time in ms (ticks every second on the screen) for the countdown. */
  now: number;
  /**
   * The planet's stock now, or null while unknown: when the upgrade cost is beyond it, the card
   * words the shortfall itself ('Recursos insuficientes: faltan …', in the player's language).
   */
  stock?: Partial<Amounts> | null;
  /** The planet has no free field left once its queue is counted (its refusal is then the server's). */
  fieldsFull?: boolean;
  /** The upgrade button was pressed. */
  onUpgrade: (building: Building) => void;
  /** The details button was pressed. */
  onSelect: (building: Building) => void;
  /** Highlights the card whose details are open. */
  selected?: boolean;
  /**
   * Upgrades are locked: a request is on its way (one request per intent) or the building types
   * are still loading (`useBuildings().upgradeLocked`). The button is disabled.
   */
  pending?: boolean;
  /** The request on its way is this building's: the button shows it is busy. */
  busy?: boolean;
  /**
   * This building's place in the construction queue (lib/buildQueue), when it is upgrading:
   * 'building' shows the countdown, 'queued' shows 'En cola' and its position. Without it an
   * upgrading building counts as building.
   */
  queue?: BuildQueueState;
}

/** Whether a building's level has reached its maximum (max 0 counts as reached; none: never). */
export function buildingAtMax(building: Pick<Building, 'level' | 'max_level'>): boolean {
  if (building.max_level === null || building.max_level === undefined) return false;
  return building.level >= building.max_level;
}

/**
 * One building (spec p2 §2.1): name, level / max level, production per hour, upgrade cost, and
 * either the countdown of a running upgrade, 'En cola' with its position for an upgrade waiting
 * in the queue, the reason an upgrade is not possible, or the upgrade button. Production null or all zero shows 'Sin producción'.
 * Below the production, what the next level adds, to weigh the upgrade. When the focused upgrade
 * button gives way to the countdown, the focus moves to the card's 'Detalles'.
 */
export function BuildingCard({
  building,
  now,
  stock = null,
  fieldsFull = false,
  onUpgrade,
  onSelect,
  selected = false,
  pending = false,
  busy = false,
  queue,
}: BuildingCardProps) {
  const { t } = useTranslation('buildings');
  const level = building.level;
  const name = entityName(t, 'building', building.building_code, building.building_name);
  const max = buildingAtMax(building);
  const upgrading = Boolean(building.is_upgrading);
  const queued = upgrading && queue?.status === 'queued';
  const remaining = upgrading ? secondsUntil(building.upgrade_ends, now) : 0;
  const canUpgrade = building.can_upgrade !== false && !upgrading && !max;
  const reason = useUpgradeReason(building, max, stock, fieldsFull);
  const headingId = `building-${building.id}-name`;
  const cardRef = useRef<HTMLElement>(null);
  const detailsRef = useRef<HTMLButtonElement>(null);
  useFocusFallback(cardRef, detailsRef, pending);

  return (
    <article
      ref={cardRef}
      className={styles.card}
      aria-labelledby={headingId}
      data-selected={selected}
      data-upgrading={upgrading}
      data-testid="building-card"
    >
      <Box display="flex" justifyContent="space-between" alignItems="flex-start" gap="sm">
        <h2 id={headingId} className={styles.name}>
          <EntityIcon kind="building" code={building.building_code} size="sm" />
          {name}
        </h2>
        <span className={styles.level}>
          {building.max_level === null || building.max_level === undefined
            ? t('level', { level })
            : t('levelOfMax', { level, max: Number(building.max_level) })}
        </span>
      </Box>
      <p className={styles.sectionTitle}>{t('production')}</p>
      <BuildCostList
        amounts={building.production}
        keys={['metal', 'crystal', 'deuterium', 'energy']}
        hideZero
        suffix="/h"
        emptyText={t('noProduction')}
        label={t('production')}
      />
      {!max ? <NextLevelGainList code={building.building_code} level={level} /> : null}
      {!max ? (
        <>
          <p className={styles.sectionTitle}>{t('upgradeCost')}</p>
          <BuildCostList amounts={building.upgrade_cost} emptyText={t('noCost')} label={t('upgradeCost')} />
        </>
      ) : null}
      {queued ? (
        <p className={styles.upgrading} data-testid="building-queued">
          <Hourglass size={16} aria-hidden="true" />
          <span>{t('queuedAt', { level: level + 1, position: queue.position })}</span>
        </p>
      ) : null}
      {upgrading && !queued ? (
        <p className={styles.upgrading} data-testid="building-countdown">
          <Hourglass size={16} aria-hidden="true" />
          <span>{t('upgrading', { level: level + 1 })}</span>
          <span className={styles.countdown}>{remaining > 0 ? formatClock(remaining) : t('finishing')}</span>
        </p>
      ) : null}
      {reason ? (
        <p className={styles.reason} data-testid="upgrade-reason">
          <AlertTriangle size={16} aria-hidden="true" />
          <span data-server-text={reason.fromServer ? '' : undefined}>{reason.text}</span>
        </p>
      ) : null}
      <div className={styles.actions}>
        {!upgrading && !max ? (
          <Button
            variant="primary"
            size="sm"
            disabled={!canUpgrade || pending}
            aria-busy={busy}
            aria-label={t('upgradeName', { name, level: level + 1 })}
            onClick={() => onUpgrade(building)}
          >
            {t('upgrade', { level: level + 1 })}
          </Button>
        ) : null}
        <Button
          ref={detailsRef}
          // The phone's detail sheet returns the focus here when it closes.
          id={`building-${building.id}-details`}
          size="sm"
          variant="ghost"
          aria-label={t('detailsOf', { name })}
          aria-pressed={selected}
          onClick={() => onSelect(building)}
        >
          {t('details')}
        </Button>
      </div>
    </article>
  );
}
