import { useId, type ReactNode } from 'react';
import * as RadixSelect from 'radix-ui/select';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { Box } from '../Box';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: ReactNode;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Hide the label visually. @default false */
  hideLabel?: boolean;
  name?: string;
}

/** A labelled select on Radix (keyboard: arrows, type-ahead, Enter, Esc). */
export function Select({ label, options, hideLabel = false, placeholder, ...props }: SelectProps) {
  const id = useId();
  return (
    <Box display="flex" flexDirection="column" gap="xs">
      <label id={`${id}-label`} htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <RadixSelect.Root {...props}>
        <RadixSelect.Trigger id={id} className={styles.trigger} aria-labelledby={`${id}-label`}>
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <ChevronDown size={16} aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.Viewport>
              {options.map((option) => (
                <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Box>
  );
}
