import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Planet } from '@imperio/api-client';
import { planetTypeOr } from '@imperio/rules';
import { Badge } from '../../primitives/Badge';
import { Tooltip } from '../../primitives/Tooltip';
import { formatCompact, formatNumber } from '../../lib/format';
import { fieldsTone, ownerNameOf } from '../../lib/galaxy';
import { SlotButton, SlotPosition, type SlotInteraction } from './SlotButton';
import * as styles from './GalaxySlot.css';

export interface GalaxySlotProps extends SlotInteraction {
  galaxy: number;
  system: number;
  /** Controls the tooltip (stories). */
  tooltipOpen?: boolean;
}

function numberOrNull(value: unknown): number | null {
  const n = Number(value);
  return value === null || value === undefined || value === '' || !Number.isFinite(n) ? null : n;
}

/** Translated planet type, 'Desconocido' for a missing or unknown one. */
export function usePlanetTypeLabel() {
  const { t } = useTranslation('galaxy');
  return (type: Planet['planet_type']) => {
    return t(`planetTypes.${planetTypeOr(type, 'unknown')}` as 'planetTypes.unknown');
  };
}

/**
 * One position of the solar-system grid (spec p1 §2.6). An occupied slot shows planet type,
 * owner ('Tu planeta' when own), empire, fields used/total (coloured by p1 §9), temperature
 * range and debris (metal, crystal, total); an empty or free one shows 'Sin colonizar',
 * 'Disponible para colonizar', its coordinates and 'Requiere nave colonizadora'; debris adds
 * 'Requiere naves recicladoras'. A tooltip opens on hover and on keyboard focus.
 * The button forwards its ref so the grid can move focus.
 */
export const GalaxySlot = forwardRef<HTMLButtonElement, GalaxySlotProps>(function GalaxySlot(
  { slot, galaxy, system, highlighted = false, tooltipOpen, ...interaction },
  ref,
) {
  const { t, i18n } = useTranslation('galaxy');
  const typeLabel = usePlanetTypeLabel();
  const { planet, kind, position, debris } = slot;
  const coordinates = `${galaxy}:${system}:${position}`;
  const name = planet?.name?.trim() || t('slot.unnamed');
  const owner = planet ? ownerNameOf(planet) : undefined;
  const used = numberOrNull(planet?.fields_used);
  const total = numberOrNull(planet?.fields_total);
  const tMin = numberOrNull(planet?.temperature_min);
  const tMax = numberOrNull(planet?.temperature_max);
  const number = (value: unknown) => formatCompact(Number(value) || 0, i18n.language);

  const debrisBlock = debris ? (
    <span className={styles.debris}>
      <span className={styles.debrisTitle}>{t('slot.debris')}</span>
      <br />
      {t('slot.debrisValue', {
        metal: number(debris.metal_amount),
        crystal: number(debris.crystal_amount),
        total: number(debris.total_resources ?? Number(debris.metal_amount) + Number(debris.crystal_amount)),
      })}
      <br />
      <span className={styles.muted}>{t('slot.needsRecyclers')}</span>
    </span>
  ) : null;

  let body: ReactNode;
  if (kind === 'mine' || kind === 'occupied') {
    body = (
      <>
        <span className={styles.name}>{name}</span>
        <span className={styles.row}>
          <span className={styles.muted}>{t('slot.owner')}</span>
          <span>{kind === 'mine' ? t('slot.yourPlanet') : (owner ?? t('slot.unknown'))}</span>
        </span>
        <span className={styles.row}>
          <span className={styles.muted}>{t('slot.empire')}</span>
          <span>{planet?.owner?.empire_name?.trim() || t('slot.noEmpire')}</span>
        </span>
        {used !== null && total !== null ? (
          <span className={styles.row}>
            <span className={styles.muted}>{t('slot.fields')}</span>
            <span className={styles.tone({ tone: fieldsTone(used, total) })}>{t('slot.fieldsValue', { used, total })}</span>
          </span>
        ) : null}
        {tMin !== null && tMax !== null ? (
          <span className={styles.row}>
            <span className={styles.muted}>{t('slot.temperature')}</span>
            <span>{t('slot.temperatureRange', { min: tMin, max: tMax })}</span>
          </span>
        ) : null}
      </>
    );
  } else {
    body = (
      <>
        <span className={styles.name}>{t('slot.empty')}</span>
        <span>{t('slot.available')}</span>
        <span className={styles.muted}>[{coordinates}]</span>
        <span className={styles.muted}>{t('slot.needsColonyShip')}</span>
      </>
    );
  }

  const tooltip = (
    <ul className={styles.tooltipList}>
      <li>
        <strong>{kind === 'mine' || kind === 'occupied' ? name : t('slot.empty')}</strong> [{coordinates}]
      </li>
      {planet ? (
        <li>
          {t('slot.type')}: {typeLabel(planet.planet_type)}
        </li>
      ) : null}
      {kind === 'mine' ? <li>{t('slot.yourPlanet')}</li> : null}
      {kind === 'occupied' ? (
        <li>
          {t('slot.owner')}: {owner ?? t('slot.unknown')} · {planet?.owner?.empire_name?.trim() || t('slot.noEmpire')}
        </li>
      ) : null}
      {tMin !== null && tMax !== null ? <li>{t('slot.temperatureRange', { min: tMin, max: tMax })}</li> : null}
      {kind === 'free' || kind === 'empty' ? <li>{t('slot.needsColonyShip')}</li> : null}
      {debris ? (
        <li>
          {t('slot.debris')}: {formatNumber(Number(debris.total_resources ?? 0), i18n.language)} · {t('slot.needsRecyclers')}
        </li>
      ) : null}
    </ul>
  );

  return (
    <Tooltip content={tooltip} open={tooltipOpen} delayDuration={250}>
      <SlotButton ref={ref} slot={slot} highlighted={highlighted} {...interaction} className={styles.slot({ kind, highlighted })}>
        <span className={styles.head}>
          <SlotPosition position={position} className={styles.position} />
          {planet ? <span className={styles.muted}>{typeLabel(planet.planet_type)}</span> : null}
          {kind === 'mine' ? <Badge tone="success">{t('slot.yourPlanet')}</Badge> : null}
        </span>
        {body}
        {debrisBlock}
      </SlotButton>
    </Tooltip>
  );
});
