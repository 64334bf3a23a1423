import { useId } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import * as selectStyles from '../../primitives/Select/Select.css';
import * as styles from './Dashboard.css';

export interface PlanetSelectOption {
  value: string;
  label: string;
}

export interface PlanetSelectProps {
  label: string;
  options: PlanetSelectOption[];
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * The dashboard's active-planet selector (spec p1 §2.5) as the platform's own `<select>`, drawn
 * like the Select primitive's trigger: the dashboard is the first screen after login, and the
 * Radix Select (with its collection, popper and scroll lock) cost its start-up time for a
 * control the phone shows with its native picker anyway.
 * @param onValueChange called with the chosen option's value
 */
export function PlanetSelect({ label, options, value, onValueChange }: PlanetSelectProps) {
  const id = useId();
  return (
    <div className={selectStyles.field}>
      <label htmlFor={id} className={selectStyles.label}>
        {label}
      </label>
      <div className={styles.nativeSelect}>
        <select id={id} className={selectStyles.trigger} value={value} onChange={(event) => onValueChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown size={16} aria-hidden="true" className={styles.nativeSelectIcon} />
      </div>
    </div>
  );
}
