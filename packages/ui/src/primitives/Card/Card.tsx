import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading of the card (an h2 unless `headingLevel` says otherwise). */
  title?: ReactNode;
  /** Something beside the title (a button, a badge). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** A surface with an optional titled header; a `section` labelled by its title. */
export function Card({ title, actions, headingLevel = 2, className, children, ...props }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={clsx(styles.card, className)} {...props}>
      {title || actions ? (
        <div className={styles.header}>
          {title ? <Heading className={styles.title}>{title}</Heading> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}
