import type { ReactNode } from 'react';
import * as RadixDialog from 'radix-ui/dialog';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useHistoryBackCloses } from '../../lib/useHistoryBackCloses';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { useReturnFocus } from '../../lib/useReturnFocus';
import * as styles from './DetailSheet.css';

export interface DetailSheetProps {
  open: boolean;
  /** Closes the sheet: the back control, Esc and the system back gesture's Esc. */
  onBack: () => void;
  /** The sheet's accessible name and the bar's title, read by screen readers (the content shows it as its heading). */
  title: ReactNode;
  /** The back control's text, e.g. 'Volver a la lista'. */
  backLabel: string;
  /**
   * Where focus goes on closing: the list item that opened it. Without one (or when it is gone)
   * focus returns to whatever had it when the sheet opened.
   */
  returnFocusTo?: () => HTMLElement | null;
  /**
   * The browser's Back closes the sheet before it leaves the page: while open, the sheet owns a
   * history entry (`useHistoryBackCloses`). Off by default: a sheet whose opening changes the
   * address has its entry already.
   */
  closeOnHistoryBack?: boolean;
  children: ReactNode;
}

/**
 * A detail shown over the whole screen on phones (too narrow for a side panel): a radix Dialog
 * (focus trapped inside, Esc closes) with a bar holding a back control (≥ 44 px), and the
 * content scrolling below it. Closing returns focus to the list item that opened it. Its Radix
 * parts mount the first time it opens (useOpenedOnce): until then it renders nothing.
 */
export function DetailSheet({ open, onBack, title, backLabel, returnFocusTo, closeOnHistoryBack = false, children }: DetailSheetProps) {
  const onCloseAutoFocus = useReturnFocus(open, returnFocusTo);
  useHistoryBackCloses(open && closeOnHistoryBack, onBack);
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onBack()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className={styles.sheet}
          aria-describedby={undefined}
          data-testid="detail-sheet"
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={styles.bar}>
            <RadixDialog.Close className={styles.back}>
              <ArrowLeft size={20} aria-hidden="true" />
              {backLabel}
            </RadixDialog.Close>
            {/* The content shows the title as its own heading; the dialog is named by this one. */}
            <RadixDialog.Title className="visually-hidden">{title}</RadixDialog.Title>
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
