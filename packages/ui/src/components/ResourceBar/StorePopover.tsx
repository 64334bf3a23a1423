import type { ReactNode } from 'react';
import * as Popover from 'radix-ui/popover';
import * as styles from './ResourceBar.css';

export interface StorePopoverProps {
  /** What the trigger shows (icon, live figure, fill line). */
  trigger: ReactNode;
  /** `data-full` on the trigger: the store is full. */
  full?: boolean;
  /** The popover's accessible name ('Detalles de Metal'). */
  label: string;
  /** Its heading (the resource's name). */
  title: string;
  /** The details. */
  children: ReactNode;
  /** Opens at once: the player pressed the trigger before this code had loaded. */
  defaultOpen?: boolean;
  /** Focuses the trigger on mount: the look-alike it replaces had the focus. */
  autoFocus?: boolean;
}

/**
 * One figure of the resource bar as a Radix popover trigger with its details.
 * Its own chunk, loaded after the shell's first paint, so Radix's popover
 * and positioning code are not part of the shell's first task.
 */
export function StorePopover({ trigger, full, label, title, children, defaultOpen, autoFocus }: StorePopoverProps) {
  return (
    <Popover.Root defaultOpen={defaultOpen}>
      {/* autoFocus only when the look-alike it replaces had the focus. */}
      <Popover.Trigger className={styles.item} data-full={full || undefined} autoFocus={autoFocus}>
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className={styles.popover} sideOffset={6} collisionPadding={8} aria-label={label}>
          <p className={styles.popoverTitle}>{title}</p>
          {children}
          <Popover.Arrow className={styles.arrow} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
