import { clsx } from 'clsx';
import { createElement } from 'react';
import { entityIcon, type IconKind } from './entityIcons';
import { tile } from './EntityIcon.css';

const ICON_PX = { sm: 16, md: 22, lg: 30 } as const;

export interface EntityIconProps {
  /** building | research | ship | defense | notification. */
  kind: IconKind;
  /** The spec's type code (`metal_mine`, `small_cargo`…); an unknown code shows the kind's fallback. */
  code: string | null | undefined;
  /** sm 28 px, md 40 px (default), lg 56 px tiles. */
  size?: keyof typeof ICON_PX;
  /** An accessible name; without it the icon is decorative (the name is beside it). */
  label?: string;
  className?: string;
}

/**
 * The theme-coloured icon of a building, research, ship, defence or notification type on a
 * small tile, for cards, queues and reports, so entities are told apart at a glance.
 */
export function EntityIcon({ kind, code, size = 'md', label, className }: EntityIconProps) {
  return (
    <span
      className={clsx(tile({ kind, size }), className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-entity-icon={`${kind}:${code ?? ''}`}
    >
      {createElement(entityIcon(kind, code), { size: ICON_PX[size], strokeWidth: 1.75, 'aria-hidden': true })}
    </span>
  );
}
