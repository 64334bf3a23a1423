import * as Progress from 'radix-ui/progress';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Percentage 0–100; values outside are clamped, NaN shows 0. */
  value: number;
  /** Accessible name ("Progreso de la misión"). */
  label: string;
  /** Bar colour, a theme variable (e.g. a mission type's colour). */
  color?: string;
}

/** A progress bar on Radix (role="progressbar" with aria-valuenow). */
export function ProgressBar({ value, label, color }: ProgressBarProps) {
  const safe = Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  return (
    <Progress.Root className={styles.root} value={safe} aria-label={label}>
      <Progress.Indicator
        className={styles.indicator}
        style={{ transform: `translateX(-${100 - safe}%)`, ...(color ? { background: color } : {}) }}
      />
    </Progress.Root>
  );
}
