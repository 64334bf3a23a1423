import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A call to action ('Envía tu primer mensaje'). */
  action?: ReactNode;
}

/** What a list shows when it has nothing: a title, an optional hint and action. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      {icon}
      <p className={styles.title}>{title}</p>
      {description ? <p style={{ margin: 0 }}>{description}</p> : null}
      {action}
    </div>
  );
}
