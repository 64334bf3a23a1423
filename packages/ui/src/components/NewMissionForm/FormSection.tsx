import type { ReactNode } from 'react';
import * as styles from './NewMissionForm.css';

/** One numbered step of the New Mission form (a fieldset with its legend). */
export function FormSection({ step, title, children }: { step: number; title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
