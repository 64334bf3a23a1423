import type { ReactElement, ReactNode } from 'react';
import * as RadixTooltip from 'radix-ui/tooltip';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** The element that opens it on hover and keyboard focus (must accept a ref). */
  children: ReactElement;
  content: ReactNode;
  /** Controlled open state (stories show it open). */
  open?: boolean;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** ms before opening on hover. @default 300 */
  delayDuration?: number;
}

/** A tooltip on Radix: opens on hover and on focus, closes on Esc. */
export function Tooltip({ children, content, open, side = 'top', delayDuration = 300 }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content side={side} className={styles.content} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
