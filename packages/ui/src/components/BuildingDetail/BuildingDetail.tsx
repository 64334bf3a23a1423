import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import X from 'lucide-react/icons/x';
import type { Building, BuildingCost } from '@imperio/api-client';
import { acceleratedHours, formatClock, naniteFactor, roboticsFactor, speedUp } from '@imperio/rules';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { BuildCostList } from '../BuildCostList';
import { buildingAtMax } from '../BuildingCard';
import { useUpgradeReason } from '../BuildingCard/useUpgradeReason';
import type { Amounts } from '../../lib/quantity';
import { useFocusFallback } from '../../lib/useFocusFallback';
import type { BuildQueueState } from '../../lib/buildQueue';
import { secondsUntil } from '../../lib/countdown';
import * as styles from './BuildingDetail.css';
import { formatDecimal } from '../../lib/format';
import { entityName } from '../../lib/entityName';

export interface BuildingDetailProps {
  building: Building;
  /** The type's description, when the catalogue has one. */
  description?: string | null;
  /** Build cost info of the next level (GET /buildings/cost/); undefined while unknown. */
  cost?: BuildingCost;
  costState: 'loading' | 'error' | 'ready' | 'idle';
  /** Current time in ms, for the countdown. */
  now: number;
  /** The planet's stock now, or null while unknown (a shortfall is worded from it). */
  stock?: Partial<Amounts> | null;
  /** The planet has no free field left once its queue is counted (its refusal is then the server's). */
  fieldsFull?: boolean;
  onClose: () => void;
  onUpgrade: (building: Building) => void;
  /** Upgrades are locked (a request on its way, or the building types still loading): the button is disabled and busy. */
  pending?: boolean;
  /** This building's place in the construction queue when it is upgrading (lib/buildQueue). */
  queue?: BuildQueueState;
}

function hours(value: number, locale: string): string {
  return formatDecimal(value, locale, 2);
}

/** '1/11' for a factor 1/11; '1' for 1. */
function fraction(factor: number): string {
  const divisor = Math.round(1 / factor);
  return divisor === 1 ? '1' : `1/${divisor}`;
}

/**
 * The detail side panel (spec p2 §2.1, §3 'Building cost info'): description, next level cost,
 * build time (seconds, shown as H:MM:SS), and the acceleration: robotics factor 1/(level+1),
 * nanite factor 1/2^level, base and accelerated hours. When the server leaves the accelerated
 * time out it is computed from the base time and both levels.
 */
export function BuildingDetail({
  building,
  description,
  cost,
  costState,
  now,
  stock = null,
  fieldsFull = false,
  onClose,
  onUpgrade,
  pending = false,
  queue,
}: BuildingDetailProps) {
  const { t, i18n } = useTranslation('buildings');
  const level = building.level;
  const name = entityName(t, 'building', building.building_code, building.building_name);
  const max = buildingAtMax(building);
  const info = cost?.acceleration_info;
  const robotics = Number(info?.robotics_level ?? 0) || 0;
  const nanite = Number(info?.nanite_level ?? 0) || 0;
  const base = Number(info?.base_time_hours ?? NaN);
  const accelerated = info?.accelerated_time_hours != null ? Number(info.accelerated_time_hours) : acceleratedHours(base, robotics, nanite);
  const upgrading = Boolean(building.is_upgrading);
  const canUpgrade = building.can_upgrade !== false && !upgrading && !max;
  const reason = useUpgradeReason(building, max, stock, fieldsFull);
  // The pressed 'Mejorar' gives way to the countdown: the focus stays in the panel, on its close button.
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useFocusFallback(panelRef, closeRef, pending);

  return (
    <aside ref={panelRef} className={styles.panel} aria-labelledby="building-detail-title" data-testid="building-detail">
      <div className={styles.header}>
        <div>
          <h2 id="building-detail-title" className={styles.title}>
            {name}
          </h2>
          <p className={styles.muted}>{t('level', { level })}</p>
        </div>
        <Button ref={closeRef} variant="ghost" size="sm" aria-label={t('detail.close')} onClick={onClose}>
          <X size={16} aria-hidden="true" />
        </Button>
      </div>
      {/* The catalogue's description is the server's free text (Spanish whatever the language). */}
      {description ? (
        <p className={styles.muted} data-server-text="">
          {description}
        </p>
      ) : null}
      {max ? (
        <p className={styles.subtitle}>{t('maxLevel')}</p>
      ) : (
        <>
          <h3 className={styles.subtitle}>{t('detail.nextLevel', { level: level + 1 })}</h3>
          <BuildCostList amounts={cost?.cost ?? building.upgrade_cost} emptyText={t('noCost')} label={t('upgradeCost')} />
          {costState === 'loading' ? <Spinner label={t('detail.loadingCost')} /> : null}
          {costState === 'error' ? <p className={styles.muted}>{t('detail.costError')}</p> : null}
          {costState === 'ready' && cost ? (
            <dl className={styles.facts}>
              <dt className={styles.term}>{t('detail.buildTime')}</dt>
              <dd className={styles.value} data-testid="build-time">
                {formatClock(Number(cost.build_time))}
              </dd>
              <dt className={styles.term}>{t('detail.robotics')}</dt>
              <dd className={styles.value}>{t('detail.factorLevel', { level: robotics, factor: fraction(roboticsFactor(robotics)) })}</dd>
              <dt className={styles.term}>{t('detail.nanite')}</dt>
              <dd className={styles.value}>{t('detail.factorLevel', { level: nanite, factor: fraction(naniteFactor(nanite)) })}</dd>
              <dt className={styles.term}>{t('detail.baseTime')}</dt>
              <dd className={styles.value} data-testid="base-hours">
                {t('detail.hours', { value: hours(base, i18n.language) })}
              </dd>
              <dt className={styles.term}>{t('detail.acceleratedTime')}</dt>
              <dd className={styles.value} data-testid="accelerated-hours">
                {t('detail.hours', { value: hours(accelerated, i18n.language) })}
              </dd>
              <dt className={styles.term}>{t('detail.acceleration')}</dt>
              <dd className={styles.value}>{t('detail.speedUp', { value: hours(speedUp(robotics, nanite), i18n.language) })}</dd>
            </dl>
          ) : null}
        </>
      )}
      {upgrading && queue?.status === 'queued' ? (
        <p className={styles.subtitle}>{t('queuedAt', { level: level + 1, position: queue.position })}</p>
      ) : null}
      {upgrading && queue?.status !== 'queued' ? (
        <p className={styles.subtitle}>
          {t('upgrading', { level: level + 1 })}:{' '}
          {secondsUntil(building.upgrade_ends, now) > 0 ? formatClock(secondsUntil(building.upgrade_ends, now)) : t('finishing')}
        </p>
      ) : null}
      {reason && !max ? (
        <p className={styles.muted} data-testid="detail-upgrade-reason" data-server-text={reason.fromServer ? '' : undefined}>
          {reason.text}
        </p>
      ) : null}
      {!upgrading && !max ? (
        <Button variant="primary" disabled={!canUpgrade || pending} aria-busy={pending} onClick={() => onUpgrade(building)}>
          {t('upgrade', { level: level + 1 })}
        </Button>
      ) : null}
    </aside>
  );
}
