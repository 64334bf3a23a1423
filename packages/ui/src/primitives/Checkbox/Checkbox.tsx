import { useId, type ReactNode } from 'react';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** Hide the label visually (row selection in lists). @default false */
  hideLabel?: boolean;
}

/**
 * A labelled checkbox: the native input, styled (no Radix: it is on the login screen, whose
 * JavaScript is kept small, issue 16 item 6). `onCheckedChange` gets the new checked state.
 */
export function Checkbox({ label, onCheckedChange, hideLabel = false, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <span className={styles.row}>
      <input type="checkbox" id={id} className={styles.box} onChange={(event) => onCheckedChange?.(event.target.checked)} {...props} />
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
    </span>
  );
}
