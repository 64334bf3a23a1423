import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import AlertTriangle from 'lucide-react/icons/alert-triangle';
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import Info from 'lucide-react/icons/info';
import XCircle from 'lucide-react/icons/x-circle';
import { action as actionStyle, alert, body, icon } from './Alert.css';

export interface AlertProps {
  /** error (red box, default) | warning | success | info. */
  tone?: 'error' | 'warning' | 'success' | 'info';
  children: ReactNode;
  /** Something to the right, such as a retry or close button. */
  action?: ReactNode;
  className?: string;
}

const icons = { error: XCircle, warning: AlertTriangle, success: CheckCircle2, info: Info };

/**
 * A message box. Errors use role="alert" (announced at once); other tones role="status". The
 * action sits at the end of the text's row, or under it when the text would get narrower than 12rem.
 */
export function Alert({ tone = 'error', children, action, className }: AlertProps) {
  const Icon = icons[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={clsx(alert({ tone }), className)}>
      <Icon size={18} aria-hidden="true" className={icon} />
      <div className={body}>{children}</div>
      {action ? <div className={actionStyle}>{action}</div> : null}
    </div>
  );
}
