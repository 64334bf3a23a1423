import { createContext, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../primitives/Badge';
import { useUnreadBadge, type UnreadCounts } from './useUnreadBadge';
import * as styles from './AppShell.css';

const UnreadContext = createContext<UnreadCounts | null>(null);

/**
 * Reads the unread counts once for the whole shell (its two queries, observed once) and gives
 * them to every `UnreadBadge` and `UnreadText` inside: the badge shows in up to four places (the
 * desktop link, the phone's tab or 'Más', the sheet), and each place observing the two queries
 * itself made eight observers subscribe in the shell's first mount, a task a slow phone feels.
 * Re-renders only the badges when a count changes.
 */
export function UnreadProvider({ children }: { children: ReactNode }) {
  return <UnreadContext value={useUnreadBadge()}>{children}</UnreadContext>;
}

/**
 * The counts of the nearest `UnreadProvider`.
 * @throws when rendered outside one (the shell puts one around its navigation)
 */
function useUnread(): UnreadCounts {
  const counts = use(UnreadContext);
  if (!counts) throw new Error('UnreadBadge and UnreadText need an UnreadProvider above them (AppShell has one)');
  return counts;
}

/**
 * The unread badge of the entry that leads to Mensajes (the desktop link, the phone tab when
 * pinned, the 'Más' tab and the sheet's link): unread messages plus unread notifications, '99+'
 * cap, nothing at 0. The number is hidden from screen readers; a visually hidden text beside it
 * says what it counts, so the link reads e.g. 'Mensajes 3 sin leer'. Inside an `UnreadProvider`.
 * @param className where the badge sits (on an icon, after a label)
 * @param withText also render the hidden text right after it; false where the text must follow
 *   a label that comes later (a tab: icon with badge, then label, then `UnreadText`)
 */
export function UnreadBadge({ className, withText = true }: { className?: string; withText?: boolean }) {
  const { total, badge } = useUnread();
  if (total <= 0) return null;
  return (
    <>
      <Badge tone="danger" className={className} data-testid="unread-count" aria-hidden="true">
        {badge}
      </Badge>
      {withText ? <UnreadText /> : null}
    </>
  );
}

/** The unread count for screen readers only ('3 sin leer'); nothing at 0. Inside an `UnreadProvider`. */
export function UnreadText() {
  const { t } = useTranslation('shell');
  const { total, badge } = useUnread();
  return total > 0 ? <span className={styles.srOnly}>{t('unread', { count: badge })}</span> : null;
}
