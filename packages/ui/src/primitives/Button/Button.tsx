import { clsx } from 'clsx';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

/**
 * A button. `variant`: primary | secondary (default) | ghost | danger; `size`: sm | md (default)
 * | lg; `block` stretches it. `type` defaults to "button" so it never submits a form by accident.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={clsx(button({ variant, size, block }), className)} {...props} />;
});
