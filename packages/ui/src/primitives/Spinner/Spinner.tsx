import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Visible text next to the spinner; also its accessible name. */
  label: string;
  /** Centre it in the whole viewport (the start-up check). @default false */
  fullscreen?: boolean;
}

/** A busy indicator with a label, announced politely to screen readers. */
export function Spinner({ label, fullscreen = false }: SpinnerProps) {
  const spinner = (
    <span className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.circle} aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
  return fullscreen ? <div className={styles.fullscreen}>{spinner}</div> : spinner;
}
