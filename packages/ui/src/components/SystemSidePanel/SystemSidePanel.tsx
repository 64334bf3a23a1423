import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DebrisField, GalaxySystem } from '@imperio/api-client';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { formatCompact } from '../../lib/format';
import { ownerNameOf, type GalaxySlot, type SystemStats } from '../../lib/galaxy';
import { usePlanetTypeLabel } from '../GalaxySlot';
import * as styles from './SystemSidePanel.css';

export interface SystemSidePanelProps {
  system: GalaxySystem;
  stats: SystemStats;
  /** The system's slots; the colonised ones (mine, occupied) are listed. */
  slots: readonly GalaxySlot[];
  /** Debris of the nearby window (p1 §7.2); may be empty. */
  nearbyDebris: readonly DebrisField[];
  /** Jumps to a nearby debris field's system. */
  onGoTo?: (place: { galaxy: number; system: number; position: number }) => void;
  /** Placed under the lists (the legend). */
  children?: ReactNode;
  /** 'card' (default): a titled card beside the grid; 'plain': no card or title, inside a sheet that has its own. */
  variant?: 'card' | 'plain';
}

/**
 * The side panel of the solar-system view (spec p1 §2.6): system name, coordinates, stats
 * (colonised planets, free positions, explored yes/no, colonisable), the colonised planets with
 * position, type and owner ('Tu planeta' when own), and the nearby debris fields.
 */
export function SystemSidePanel({ system, stats, slots, nearbyDebris, onGoTo, children, variant = 'card' }: SystemSidePanelProps) {
  const { t, i18n } = useTranslation('galaxy');
  const typeLabel = usePlanetTypeLabel();
  const colonized = slots.filter((slot) => slot.kind === 'mine' || slot.kind === 'occupied');
  const yesNo = (value: boolean) => (value ? t('panel.yes') : t('panel.no'));
  const content = (
    <>
      <div>
        <h3 className={styles.systemName}>{system.name?.trim() || t('panel.unnamedSystem')}</h3>
        <p className={styles.muted}>
          {t('panel.coordinates')}: [{system.x}:{system.y}]
        </p>
      </div>
      <dl className={styles.stats}>
        <dt className={styles.term}>{t('panel.colonized')}</dt>
        <dd className={styles.value} data-testid="stat-colonized">
          {stats.colonized}
        </dd>
        <dt className={styles.term}>{t('panel.free')}</dt>
        <dd className={styles.value} data-testid="stat-free">
          {stats.free}
        </dd>
        <dt className={styles.term}>{t('panel.explored')}</dt>
        <dd className={styles.value} data-testid="stat-explored">
          {yesNo(stats.explored)}
        </dd>
        <dt className={styles.term}>{t('panel.colonizable')}</dt>
        <dd className={styles.value} data-testid="stat-colonizable">
          {yesNo(stats.colonizable)}
        </dd>
      </dl>
      <PanelList id="galaxy-colonized-title" title={t('panel.colonizedList')} empty={t('panel.none')} items={colonized}>
        {({ position, planet, kind }) => (
          <li key={position} className={styles.entry}>
            <span className={styles.position}>{t('panel.positionShort', { position })}</span>
            <span>{planet?.name?.trim() || t('slot.unnamed')}</span>
            <span className={styles.muted}>{typeLabel(planet?.planet_type)}</span>
            {kind === 'mine' ? (
              <span className={styles.mine}>{t('slot.yourPlanet')}</span>
            ) : (
              <span>{(planet && ownerNameOf(planet)) ?? t('slot.unknown')}</span>
            )}
          </li>
        )}
      </PanelList>
      <PanelList id="galaxy-debris-title" title={t('panel.nearbyDebris')} empty={t('panel.noDebris')} items={nearbyDebris}>
        {(field) => {
          const place = { galaxy: Number(field.galaxy), system: Number(field.system), position: Number(field.position) };
          const coordinates = `${place.galaxy}:${place.system}:${place.position}`;
          return (
            <li key={String(field.id)} className={styles.entry}>
              <Button
                className={styles.goTo}
                size="sm"
                variant="ghost"
                onClick={() => onGoTo?.(place)}
                aria-label={t('panel.goTo', { coordinates })}
              >
                [{coordinates}]
              </Button>
              <span>
                {formatCompact(Number(field.total_resources ?? Number(field.metal_amount) + Number(field.crystal_amount)), i18n.language)}
              </span>
            </li>
          );
        }}
      </PanelList>
      {children}
    </>
  );
  if (variant === 'plain') return <div className={styles.panel}>{content}</div>;
  return (
    <Card title={t('panel.title')} className={styles.panel} aria-label={t('panel.title')}>
      {content}
    </Card>
  );
}

/** A titled list of the panel (section + h3 labelling it); `empty` is shown instead of an empty list. */
function PanelList<T>({
  id,
  title,
  empty,
  items,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.subtitle}>
        {title}
      </h3>
      {items.length ? <ul className={styles.list}>{items.map(children)}</ul> : <p className={styles.muted}>{empty}</p>}
    </section>
  );
}
