import { useTranslation } from 'react-i18next';
import { GalaxySlot, GalaxySlotRow } from '../../components/GalaxySlot';
import type { GalaxySlot as SlotModel } from '../../lib/galaxy';
import type { SlotGridFocus } from './useSlotGridFocus';
import * as styles from './Galaxy.css';

export interface SlotGridProps {
  slots: readonly SlotModel[];
  galaxy: number;
  system: number;
  /** The position a coordinate search or the address pointed at. */
  highlight: number | undefined;
  /** 'grid': the 5-column grid (spec p1 §2.6); 'list': 15 rows on phones (the grid is too narrow there). */
  layout: 'grid' | 'list';
  focus: Pick<SlotGridFocus, 'focusIndex' | 'slotRef' | 'onGridKeyDown'>;
  onOpen: (slot: SlotModel) => void;
}

/** The system's 15 positions, as a grid of cards or a list of rows, with one roving tab stop. */
export function SlotGrid({ slots, galaxy, system, highlight, layout, focus, onOpen }: SlotGridProps) {
  const { t } = useTranslation('galaxy');
  const systemKey = `${galaxy}:${system}`;
  const common = (slot: SlotModel, index: number) => ({
    ref: focus.slotRef(index),
    slot,
    highlighted: highlight === slot.position,
    tabIndex: index === focus.focusIndex ? 0 : -1,
    onOpen,
    onKeyDown: (event: Parameters<SlotGridFocus['onGridKeyDown']>[0]) => focus.onGridKeyDown(event, index),
  });
  return (
    <div className={styles.gridScroll}>
      <ul
        className={layout === 'grid' ? styles.grid : styles.rows}
        aria-label={t('grid.label', { coordinates: systemKey })}
        data-layout={layout}
      >
        {slots.map((slot, index) => (
          <li key={`${systemKey}:${slot.position}`}>
            {layout === 'grid' ? (
              <GalaxySlot {...common(slot, index)} galaxy={galaxy} system={system} />
            ) : (
              <GalaxySlotRow {...common(slot, index)} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
