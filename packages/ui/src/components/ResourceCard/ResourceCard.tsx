import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Atom from 'lucide-react/icons/atom';
import Gem from 'lucide-react/icons/gem';
import Mountain from 'lucide-react/icons/mountain';
import Zap from 'lucide-react/icons/zap';
import type { ResourceKey } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { ProgressBar } from '../../primitives/ProgressBar';
import { formatCompact, formatNumber } from '../../lib/format';
import { projectResource, type EnergyBalance, type ResourceSnapshot } from '../../lib/resources';
import { LiveText, useLiveValue } from '../../state/liveClock';
import { durationText } from './resourceText';
import * as styles from './ResourceCard.css';

export const RESOURCE_ICONS = { metal: Mountain, crystal: Gem, deuterium: Atom, energy: Zap } satisfies Record<ResourceKey, unknown>;

export interface ResourceCardProps {
  resource: ResourceKey;
  /** The planet's resources (lib/resources); null while loading or after a failure (shows '—'). */
  snapshot: ResourceSnapshot | null;
  /**
   * Energy only: what the planet's buildings produce and consume per hour (lib/resources
   * `energyBalance`); null or absent while unknown (the card then shows the balance alone).
   */
  energy?: EnergyBalance | null;
}

/** Live amount: re-renders only when the whole number shown changes. */
function LiveAmount({ snapshot, resource }: { snapshot: ResourceSnapshot; resource: ResourceKey }) {
  const { i18n } = useTranslation();
  return <LiveText compute={(now) => formatNumber(Math.floor(projectResource(snapshot, resource, now).amount), i18n.language)} />;
}

/** Fill bar of a store: re-renders when the percentage (one decimal) changes. */
function LiveFill({ snapshot, resource, label }: { snapshot: ResourceSnapshot; resource: ResourceKey; label: string }) {
  const percent = useLiveValue((now) => Math.round((projectResource(snapshot, resource, now).fillPercent ?? 0) * 10) / 10);
  return <ProgressBar value={percent} label={label} />;
}

/** 'Lleno' or 'Lleno en …' (under 24 h only); re-renders when the text changes. */
function LiveStatus({ snapshot, resource }: { snapshot: ResourceSnapshot; resource: ResourceKey }) {
  const { t } = useTranslation('dashboard');
  const status = useLiveValue((now) => {
    const projection = projectResource(snapshot, resource, now);
    if (projection.full) return 'full';
    return projection.secondsUntilFull === null ? '' : durationText(projection.secondsUntilFull, t);
  });
  if (status === 'full') return <Badge tone="warning">{t('resource.full')}</Badge>;
  if (!status) return null;
  return <span data-testid={`resource-until-full-${resource}`}>{t('resource.fullIn', { time: status })}</span>;
}

/**
 * The energy card's lines (spec p1 §2.5): energy is a balance, not a store, so
 * instead of a production of 0/h and a capacity it shows what the buildings produce and consume,
 * without '/h' (energy does not accumulate over time, as in OGame), and flags a deficit when the
 * balance is below 0.
 */
function EnergyDetails({ balance, energy }: { balance: number | null; energy: EnergyBalance | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const deficit = balance !== null ? balance < 0 : Boolean(energy?.deficit);
  const signed = (value: number) => `${value > 0 ? '+' : ''}${formatNumber(value, i18n.language)}`;
  return (
    <>
      <div className={styles.meta}>
        <span>{t('resource.balanceHint')}</span>
        <span>
          {t('resource.production')}: <span data-testid="energy-production">{energy ? signed(energy.production) : tc('none')}</span>
        </span>
        <span>
          {t('resource.consumption')}:{' '}
          <span className={energy && energy.consumption > 0 ? styles.negative : undefined} data-testid="energy-consumption">
            {energy ? signed(-energy.consumption) : tc('none')}
          </span>
        </span>
      </div>
      <div className={styles.status}>
        {deficit ? (
          <Badge tone="danger" data-testid="energy-deficit">
            <AlertTriangle size={12} aria-hidden="true" /> {t('resource.deficit')}
          </Badge>
        ) : null}
      </div>
    </>
  );
}

/**
 * One resource of the selected planet (spec p1 §2.5, §4): the live amount (stock + production
 * per second × seconds since the answer, recomputed every second by the shared clock), the
 * production per hour (per second × 3600), and for metal, crystal and deuterium the capacity,
 * a fill bar, 'Lleno' at capacity or the time until full when under 24 h. Energy has no cap: its
 * amount is the balance (production − consumption) and its card shows both and flags a deficit.
 * Only the figures that change re-render on a tick.
 */
export const ResourceCard = memo(function ResourceCard({ resource, snapshot, energy = null }: ResourceCardProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc, i18n } = useTranslation();
  const Icon = RESOURCE_ICONS[resource];
  const name = tc(`resources.${resource}`);
  const headingId = `resource-card-${resource}`;
  const capped = resource !== 'energy';
  const base = snapshot ? projectResource(snapshot, resource, snapshot.atMs) : null;
  const perHour = base?.perHour ?? 0;

  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid={`resource-card-${resource}`}>
      <div className={styles.header}>
        <Icon size={20} aria-hidden="true" className={styles.swatch[resource]} />
        <h3 id={headingId} className={styles.name}>
          {name}
        </h3>
      </div>
      <p
        className={[styles.amount, base && base.amount < 0 ? styles.negative : ''].filter(Boolean).join(' ')}
        data-testid={`resource-amount-${resource}`}
      >
        {snapshot ? <LiveAmount snapshot={snapshot} resource={resource} /> : <span className={styles.placeholder}>{tc('none')}</span>}
      </p>
      {!capped ? <EnergyDetails balance={base ? base.amount : null} energy={energy} /> : null}
      {capped ? (
        <div className={styles.meta}>
          <span>
            {t('resource.production')}:{' '}
            <span className={perHour < 0 ? styles.negative : undefined} data-testid={`resource-per-hour-${resource}`}>
              {snapshot ? t('resource.perHour', { value: formatCompact(perHour, i18n.language, true) }) : tc('none')}
            </span>
          </span>
          <span>
            {t('resource.capacity', { value: snapshot ? formatCompact(snapshot.capacity[resource], i18n.language) : tc('none') })}
          </span>
        </div>
      ) : null}
      {capped && snapshot ? <LiveFill snapshot={snapshot} resource={resource} label={t('resource.fillLabel', { resource: name })} /> : null}
      {/* An empty bar while the stock loads, so the card keeps its height (no layout shift). */}
      {capped && !snapshot ? <div aria-hidden="true" className={styles.fillPlaceholder} /> : null}
      {capped ? <div className={styles.status}>{snapshot ? <LiveStatus snapshot={snapshot} resource={resource} /> : null}</div> : null}
    </section>
  );
});
