import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Recycle from 'lucide-react/icons/recycle';
import { ownerNameOf } from '../../lib/galaxy';
import { SlotButton, SlotPosition, type SlotInteraction } from './SlotButton';
import * as styles from './GalaxySlotRow.css';

export type GalaxySlotRowProps = SlotInteraction;

/**
 * One position of the system as a phone row (no sideways scroll; spec p1 §2.6): position, planet
 * name ('Sin colonizar' when none), owner ('Tu planeta', the owner's name or 'Disponible para
 * colonizar'), a debris marker and the action chevron. The whole row is one button of at least
 * 44 px that opens the slot's actions; it forwards its ref so the list can move focus.
 */
export const GalaxySlotRow = forwardRef<HTMLButtonElement, GalaxySlotRowProps>(function GalaxySlotRow(
  { slot, highlighted = false, ...interaction },
  ref,
) {
  const { t } = useTranslation('galaxy');
  const { planet, kind, position, debris } = slot;
  const owned = kind === 'mine' || kind === 'occupied';
  const name = owned ? planet?.name?.trim() || t('slot.unnamed') : t('slot.empty');
  const owner =
    kind === 'mine'
      ? t('slot.yourPlanet')
      : kind === 'occupied'
        ? ((planet && ownerNameOf(planet)) ?? t('slot.unknown'))
        : t('slot.available');
  return (
    <SlotButton ref={ref} slot={slot} highlighted={highlighted} {...interaction} className={styles.row({ kind, highlighted })}>
      <SlotPosition position={position} className={styles.position} />
      <span className={styles.body}>
        <span className={styles.name}>{name}</span>
        {/* Cut with an ellipsis in a narrow row: the whole owner on hover. */}
        <span className={styles.owner} title={owner}>
          {owner}
        </span>
      </span>
      {debris ? (
        <span className={styles.debris} title={t('slot.debris')}>
          <Recycle size={18} aria-hidden="true" />
          <span className="visually-hidden">{t('slot.debris')}</span>
        </span>
      ) : null}
      <ChevronRight className={styles.chevron} size={20} aria-hidden="true" />
    </SlotButton>
  );
});
