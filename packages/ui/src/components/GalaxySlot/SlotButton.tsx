import { forwardRef, type ButtonHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalaxySlot as SlotModel } from '../../lib/galaxy';

/** What the grid cell and the phone row both take to act as one focusable slot. */
export interface SlotInteraction {
  /** The slot: position, planet (or null), class and debris field. */
  slot: SlotModel;
  /** Marks the position a coordinate search pointed at. @default false */
  highlighted?: boolean;
  /** Roving tab index of the grid or list (0 for the focusable slot, −1 for the others). @default 0 */
  tabIndex?: number;
  onOpen?: (slot: SlotModel) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

interface SlotButtonProps extends SlotInteraction, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onKeyDown' | 'slot'> {
  className: string;
  children: ReactNode;
}

/**
 * The button one galaxy slot is (spec p1 §2.6): marked with its class and position, the
 * search's `aria-current`, the roving tab index, opening the slot's actions on press. Extra
 * props (a tooltip trigger's, whose `onClick` runs after `onOpen`) go to the button; the ref
 * too, so the grid or list can move focus.
 */
export const SlotButton = forwardRef<HTMLButtonElement, SlotButtonProps>(function SlotButton(
  { slot, highlighted = false, tabIndex = 0, onOpen, onKeyDown, onClick, className, children, ...rest },
  ref,
) {
  return (
    <button
      {...rest}
      ref={ref}
      type="button"
      className={className}
      tabIndex={tabIndex}
      aria-current={highlighted ? 'location' : undefined}
      data-kind={slot.kind}
      data-position={slot.position}
      onClick={(event) => {
        onOpen?.(slot);
        onClick?.(event);
      }}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
});

/** The slot's position number, read as 'Posición N' (spec p1 §2.6). */
export function SlotPosition({ position, className }: { position: number; className: string }) {
  const { t } = useTranslation('galaxy');
  return (
    <span className={className}>
      <span className="visually-hidden">{t('slot.positionPrefix')} </span>
      {position}
    </span>
  );
}
