import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import type { ResearchType } from '@imperio/api-client';
import { formatClock, researchCost, researchSeconds, type ResourceAmounts } from '@imperio/rules';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { BuildCostList } from '../BuildCostList';
import { formatNumber } from '../../lib/format';
import { atMaxLevel } from '../../lib/research';
import { shortfall } from '../../lib/quantity';
import * as styles from './ResearchDetail.css';
import { entityName } from '../../lib/entityName';
import { useFocusFallback } from '../../lib/useFocusFallback';

export interface ResearchDetailProps {
  type: ResearchType;
  /** The player's current level of this technology. */
  level: number;
  /** This technology is being researched now. */
  researching: boolean;
  /** Name of the selected planet that pays, or null when none is selected. */
  planetName: string | null;
  /**
   * The paying planet's stock now (metal, crystal, deuterium); null while unknown (the server
   * then decides). A stock below the cost disables 'Investigar' and names what is missing.
   */
  stock?: ResourceAmounts | null;
  /** The paying planet's research lab level, for the duration; null while unknown. */
  labLevel?: number | null;
  onStart: (type: ResearchType) => void;
  /** The start request is on its way: the button is disabled and says so. */
  pending?: boolean;
  /** The answer of the last start of this technology, shown beside the button (error or success). */
  message?: { tone: 'error' | 'success'; text: string } | null;
}

/**
 * The detail and research panel (spec p2 §2.2, §5 'Research', §9): description, the next level's
 * cost = base × cost_factor^level for metal, crystal and deuterium, its duration (lib/research
 * `researchSeconds` with the planet's lab level), required lab level and max level.
 * 'Investigar' is disabled while researching, at max level, with no planet, or when the planet's
 * stock cannot pay (the shortfall is named beside it); the server's answer shows beside it too.
 */
export function ResearchDetail({
  type,
  level,
  researching,
  planetName,
  stock = null,
  labLevel = null,
  onStart,
  pending = false,
  message = null,
}: ResearchDetailProps) {
  const { t, i18n } = useTranslation('research');
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
  const missing = stock && !max ? shortfall(cost, stock) : [];
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const shortText = missing.length
    ? t('detail.short', {
        list: list.format(
          missing.map(({ key, amount }) =>
            t('detail.shortItem', { amount: formatNumber(amount, i18n.language), resource: t(`detail.resource.${key}`) }),
          ),
        ),
      })
    : null;
  const reason = researching
    ? t('detail.reasonResearching')
    : max
      ? t('detail.reasonMax')
      : !planetName
        ? t('detail.reasonNoPlanet')
        : null;
  const duration = labLevel === null || labLevel === undefined ? null : researchSeconds(cost, labLevel);
  const blocked = Boolean(reason) || Boolean(shortText);
  // 'Investigar' stays disabled while the research it started runs: the focus goes to the answer.
  const panelRef = useRef<HTMLElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  useFocusFallback(panelRef, messageRef, pending);
  return (
    <aside ref={panelRef} className={styles.panel} aria-labelledby="research-detail-title" data-testid="research-detail">
      <h2 id="research-detail-title" className={styles.title}>
        {entityName(t, 'research', null, type.name)}
      </h2>
      {/* The catalogue's description is the server's free text (Spanish whatever the language). */}
      {type.description ? (
        <p className={styles.muted} data-server-text="">
          {type.description}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('detail.currentLevel')}</dt>
        <dd className={styles.value}>{level}</dd>
        <dt className={styles.term}>{t('detail.maxLevel')}</dt>
        <dd className={styles.value}>
          {type.max_level === null || type.max_level === undefined ? t('detail.noMax') : Number(type.max_level)}
        </dd>
        <dt className={styles.term}>{t('detail.requiredLab')}</dt>
        <dd className={styles.value}>{t('detail.requiredLabValue', { level: Number(type.required_lab_level ?? 0) })}</dd>
        {!max ? (
          <>
            <dt className={styles.term}>{t('detail.duration')}</dt>
            <dd className={styles.value} data-testid="research-duration">
              {duration === null ? t('detail.durationUnknown') : formatClock(duration)}
            </dd>
          </>
        ) : null}
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
      {reason ? (
        <p className={styles.muted} data-testid="research-reason" data-server-text="">
          {reason}
        </p>
      ) : null}
      {!reason && shortText ? (
        <p className={styles.short} data-testid="research-shortfall">
          <AlertTriangle size={16} aria-hidden="true" />
          <span>{shortText}</span>
        </p>
      ) : null}
      <Button
        variant="primary"
        disabled={blocked || pending}
        aria-busy={pending}
        // While waiting the visible 'Iniciando...' is the name (axe: the name must contain the text).
        aria-label={pending ? undefined : t('detail.startName', { name: entityName(t, 'research', null, type.name), level: level + 1 })}
        onClick={() => onStart(type)}
      >
        {pending ? t('detail.starting') : t('detail.start')}
      </Button>
      {message ? (
        <div ref={messageRef} tabIndex={-1} className={styles.message} data-testid="research-message">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      ) : null}
    </aside>
  );
}
