import { useId, type ReactNode } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { Check } from 'lucide-react';
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

/** A labelled checkbox on Radix (`data-state` checked/unchecked). */
export function Checkbox({ label, onCheckedChange, hideLabel = false, ...props }: CheckboxProps) {
  const id = useId();
  return (
    <span className={styles.row}>
      <RadixCheckbox.Root id={id} className={styles.box} onCheckedChange={(value) => onCheckedChange?.(value === true)} {...props}>
        <RadixCheckbox.Indicator>
          <Check size={14} aria-hidden="true" />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
    </span>
  );
}
