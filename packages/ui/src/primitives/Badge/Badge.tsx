import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { badge } from './Badge.css';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** neutral (default) | primary | danger | success | warning | info */
  tone?: 'neutral' | 'primary' | 'danger' | 'success' | 'warning' | 'info';
}

/** A small pill for counts and markers ('99+', 'Nuevo', 'Sistema'). */
export function Badge({ tone, className, ...props }: BadgeProps) {
  return <span className={clsx(badge({ tone }), className)} {...props} />;
}
