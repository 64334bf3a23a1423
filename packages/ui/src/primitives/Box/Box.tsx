import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode, type Ref } from 'react';
import clsx from 'clsx';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

type NativeProps = Omit<AllHTMLAttributes<HTMLElement>, 'as' | 'className' | 'color' | 'width' | 'wrap' | keyof Sprinkles>;

export interface BoxProps extends NativeProps, Sprinkles {
  /** The element to render. @default 'div' */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

const atomNames = new Set(sprinkles.properties);

/**
 * The layout atom: renders `as` (a div by default) with the sprinkles classes for its atom props
 * (`display`, `gap`, `padding`, responsive values…) plus `className`; every other prop goes to
 * the element. Layout in markup instead of one-off `display: 'flex'` styles, for consistency.
 */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (atomNames.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return createElement(as, { ...native, className: clsx(sprinkles(atoms as Sprinkles), className) || undefined }, children);
}
