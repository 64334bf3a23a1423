import type { ReactNode } from 'react';
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
 * A labelled checkbox: the native input inside its label, so the text (or, with `hideLabel`, the
 * area around the box) takes the tap too, a 44 px target on phones. No Radix:
 * it is on the login screen, whose JavaScript is kept small.
 * `onCheckedChange` gets the new checked state.
 */
export function Checkbox({ label, onCheckedChange, hideLabel = false, ...props }: CheckboxProps) {
  return (
    <label className={hideLabel ? styles.bare : styles.row}>
      <input type="checkbox" className={styles.box} onChange={(event) => onCheckedChange?.(event.target.checked)} {...props} />
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
    </label>
  );
}
