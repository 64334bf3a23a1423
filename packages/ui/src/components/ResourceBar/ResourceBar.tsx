import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { CAPPED_RESOURCE_KEYS, type ResourceKey } from '@imperio/api-client';
import { formatCompact, formatNumber } from '../../lib/format';
import { projectResource, type ResourceSnapshot } from '../../lib/resources';
import { LiveText, useLiveValue } from '../../state/liveClock';
import { RESOURCE_ICONS } from '../ResourceCard';
import { durationText } from '../ResourceCard/resourceText';
import { useDeferredTrigger } from '../../lib/useDeferredTrigger';
import type { StorePopoverProps } from './StorePopover';
import * as styles from './ResourceBar.css';

export interface ResourceBarProps {
  /** The active planet's resources (lib/resources); null while loading or after a failure ('—'). */
  snapshot: ResourceSnapshot | null;
  /** The active planet's name, for the group's accessible label. */
  planetName: string;
}

/** Fill of a store in whole percent at the clock's time. */
function useFill(snapshot: ResourceSnapshot, resource: ResourceKey): number {
  return useLiveValue((now) => Math.round(projectResource(snapshot, resource, now).fillPercent ?? 0));
}

// Radix's popover (with its positioning and focus layers) loads after the shell's first paint,
// in a task of its own, and mounts when the player reaches for it, keeping
// the first paint light and stable.
const loadStorePopover = () => import('./StorePopover').then((m) => m.StorePopover);

/** A figure's popover once the player reaches for it; until then the same button, which remembers a press and the focus. */
function DeferredStore(props: Omit<StorePopoverProps, 'defaultOpen' | 'autoFocus'>) {
  const { Widget: StorePopover, ...deferred } = useDeferredTrigger(loadStorePopover);
  return StorePopover ? (
    <StorePopover {...props} defaultOpen={deferred.openOnLoad} autoFocus={deferred.focusOnLoad} />
  ) : (
    <button className={styles.item} data-full={props.full || undefined} {...deferred.lookAlike('dialog')}>
      {props.trigger}
    </button>
  );
}

/** The details of a store (capacity, fill, rate, time until full), shown when its figure is tapped. */
function StoreDetails({ snapshot, resource }: { snapshot: ResourceSnapshot; resource: ResourceKey }) {
  const { t, i18n } = useTranslation('shell');
  const { t: td } = useTranslation('dashboard');
  const base = projectResource(snapshot, resource, snapshot.atMs);
  const fill = useFill(snapshot, resource);
  const status = useLiveValue((now) => {
    const projection = projectResource(snapshot, resource, now);
    if (projection.full) return td('resource.full');
    return projection.secondsUntilFull === null
      ? t('cockpit.notFilling')
      : td('resource.fullIn', { time: durationText(projection.secondsUntilFull, td) });
  });
  return (
    <dl className={styles.details}>
      <dt>{t('cockpit.stock')}</dt>
      <dd>
        <LiveText compute={(now) => formatNumber(Math.floor(projectResource(snapshot, resource, now).amount), i18n.language)} />
      </dd>
      <dt>{t('cockpit.capacity')}</dt>
      <dd>{formatNumber(base.capacity, i18n.language)}</dd>
      <dt>{t('cockpit.fill')}</dt>
      <dd>{t('cockpit.percent', { value: fill })}</dd>
      <dt>{t('cockpit.rate')}</dt>
      <dd>{td('resource.perHour', { value: formatCompact(base.perHour, i18n.language, true) })}</dd>
      <dt>{t('cockpit.status')}</dt>
      <dd data-testid={`bar-status-${resource}`}>{status}</dd>
    </dl>
  );
}

/** One store: icon, live compact amount and a fill line; tapping it opens its details. */
function StoreItem({ snapshot, resource }: { snapshot: ResourceSnapshot | null; resource: ResourceKey }) {
  const { t, i18n } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const Icon = RESOURCE_ICONS[resource];
  const name = tc(`resources.${resource}`);
  const full = useLiveValue((now) => (snapshot ? projectResource(snapshot, resource, now).full : false));
  const fill = useLiveValue((now) => (snapshot ? Math.round(projectResource(snapshot, resource, now).fillPercent ?? 0) : 0));
  const trigger = (
    <>
      <Icon size={16} aria-hidden="true" className={styles.icon[resource]} />
      <span className="visually-hidden">{name}: </span>
      <span className={styles.value} data-testid={`bar-${resource}`}>
        {snapshot ? (
          <LiveText compute={(now) => formatCompact(projectResource(snapshot, resource, now).amount, i18n.language)} />
        ) : (
          tc('none')
        )}
      </span>
      {full ? <span className="visually-hidden">, {t('cockpit.fullShort')}</span> : null}
      <span className={styles.fillTrack} aria-hidden="true">
        <span className={styles.fillBar} style={{ width: `${fill}%` }} data-full={full || undefined} />
      </span>
    </>
  );
  if (!snapshot)
    return (
      <span className={styles.item} data-static="">
        {trigger}
      </span>
    );
  return (
    <DeferredStore trigger={trigger} full={full} label={t('cockpit.detailsOf', { resource: name })} title={name}>
      <StoreDetails snapshot={snapshot} resource={resource} />
    </DeferredStore>
  );
}

/** Energy: the balance (production − consumption) and a deficit warning when it is below 0. */
function EnergyItem({ snapshot }: { snapshot: ResourceSnapshot | null }) {
  const { t, i18n } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const { t: td } = useTranslation('dashboard');
  const Icon = RESOURCE_ICONS.energy;
  const balance = snapshot ? projectResource(snapshot, 'energy', snapshot.atMs).amount : null;
  const deficit = balance !== null && balance < 0;
  const content = (
    <>
      <Icon size={16} aria-hidden="true" className={styles.icon.energy} />
      <span className="visually-hidden">{tc('resources.energy')}: </span>
      <span className={deficit ? `${styles.value} ${styles.negative}` : styles.value} data-testid="bar-energy">
        {balance === null ? tc('none') : formatCompact(balance, i18n.language)}
      </span>
      {deficit ? (
        <span className={styles.deficit} data-testid="bar-energy-deficit">
          <AlertTriangle size={14} aria-hidden="true" />
          <span className={styles.deficitText}>{td('ticker.deficit')}</span>
        </span>
      ) : null}
    </>
  );
  if (!snapshot)
    return (
      <span className={styles.item} data-static="">
        {content}
      </span>
    );
  return (
    <DeferredStore trigger={content} label={t('cockpit.detailsOf', { resource: tc('resources.energy') })} title={tc('resources.energy')}>
      <p className={styles.popoverText}>{td('resource.balanceHint')}</p>
      {deficit ? <p className={`${styles.popoverText} ${styles.negative}`}>{t('cockpit.deficitHint')}</p> : null}
    </DeferredStore>
  );
}

/**
 * The resource bar of the shell (spec p1 §2.5, §4, §9): metal, crystal and
 * deuterium of the active planet ticking every second in compact form (K/M) on the shared
 * clock, each with a fill line; a tap (or Enter) opens its capacity, fill, production per hour
 * and time until full. Energy shows the balance and a 'Déficit' warning below 0. One row at
 * every width: on phones the four figures share the row.
 */
export const ResourceBar = memo(function ResourceBar({ snapshot, planetName }: ResourceBarProps) {
  const { t } = useTranslation('dashboard');
  return (
    <div role="group" aria-label={t('ticker.label', { planet: planetName })} className={styles.bar} data-testid="resource-bar">
      {CAPPED_RESOURCE_KEYS.map((resource) => (
        <StoreItem key={resource} snapshot={snapshot} resource={resource} />
      ))}
      <EnergyItem snapshot={snapshot} />
    </div>
  );
});
