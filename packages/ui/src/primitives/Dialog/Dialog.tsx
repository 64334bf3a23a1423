import { clsx } from 'clsx';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import * as AlertDialog from 'radix-ui/alert-dialog';
import * as RadixDialog from 'radix-ui/dialog';
import X from 'lucide-react/icons/x';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { useReturnFocus } from '../../lib/useReturnFocus';
import { Button } from '../Button';
import * as styles from './Dialog.css';

/** The panel element's own attributes (`data-*`, `aria-*`, `id`, Radix's event hooks…) pass through. */
type DialogContentProps = Omit<ComponentPropsWithoutRef<typeof RadixDialog.Content>, 'title' | 'children'>;

export interface DialogProps extends DialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Accessible name of the close button. */
  closeLabel: string;
  /** Wider panel for lists (reports). @default false */
  wide?: boolean;
}

/**
 * A modal dialog on Radix: focus is trapped inside and returns to the opener on close
 * (useReturnFocus); Esc closes. Other props go to the panel (Radix's `Dialog.Content`), and the
 * ref is the panel's element, like the other primitives. Its Radix parts mount the first time
 * it opens (useOpenedOnce): until then it renders nothing.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  { open, onOpenChange, title, description, children, footer, closeLabel, wide = false, className, onCloseAutoFocus: onClose, ...rest },
  ref,
) {
  const returnFocus = useReturnFocus(open);
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          {...rest}
          className={clsx(styles.content, wide && styles.wide, className)}
          onCloseAutoFocus={(event) => {
            onClose?.(event);
            if (!event.defaultPrevented) returnFocus(event);
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={closeLabel}>
                <X size={18} aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </div>
          {description ? <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description> : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});

/** The alert panel's own attributes (`data-*`, `aria-*`, `id`, `className`, Radix's event hooks…) pass through. */
type ConfirmContentProps = Omit<ComponentPropsWithoutRef<typeof AlertDialog.Content>, 'title' | 'children'>;

export interface ConfirmDialogProps extends ConfirmContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  /** Red confirm button for destructive actions. @default false */
  destructive?: boolean;
  /**
   * Where the focus goes on closing, called then (see useReturnFocus): for a confirmation opened
   * from a dialog that has closed meanwhile, the element that opened that dialog.
   */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * A confirmation (Radix AlertDialog): focus starts on Cancel, Esc cancels, and returns to the
 * opener on close. Other props go to the panel (Radix's `AlertDialog.Content`), and the ref is the
 * panel's element, like `Dialog` and the other primitives. Its Radix parts mount the first time
 * it opens (useOpenedOnce).
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  {
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    cancelLabel,
    onConfirm,
    destructive = false,
    returnFocusTo,
    className,
    onCloseAutoFocus: onClose,
    ...rest
  },
  ref,
) {
  const returnFocus = useReturnFocus(open, returnFocusTo);
  const opened = useOpenedOnce(open);
  if (!opened) return null;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content
          ref={ref}
          {...rest}
          className={clsx(styles.content, className)}
          onCloseAutoFocus={(event) => {
            onClose?.(event);
            if (!event.defaultPrevented) returnFocus(event);
          }}
        >
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.footer}>
            <AlertDialog.Cancel asChild>
              <Button>{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
});
