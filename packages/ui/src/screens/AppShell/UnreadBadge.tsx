import { useTranslation } from 'react-i18next';
import { Badge } from '../../primitives/Badge';
import { useUnreadBadge } from './useUnreadBadge';
import * as styles from './AppShell.css';

/**
 * The unread badge of the entry that leads to Mensajes (the desktop link, the phone tab when
 * pinned, the 'Más' tab and the sheet's link): unread messages plus unread notifications, '99+'
 * cap, nothing at 0. The number is hidden from screen readers; a visually hidden text beside it
 * says what it counts, so the link reads e.g. 'Mensajes 3 sin leer'.
 * @param className where the badge sits (on an icon, after a label)
 * @param withText also render the hidden text right after it; false where the text must follow
 *   a label that comes later (a tab: icon with badge, then label, then `UnreadText`)
 */
export function UnreadBadge({ className, withText = true }: { className?: string; withText?: boolean }) {
  const { total, badge } = useUnreadBadge();
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

/** The unread count for screen readers only ('3 sin leer'); nothing at 0. */
export function UnreadText() {
  const { t } = useTranslation('shell');
  const { total, badge } = useUnreadBadge();
  return total > 0 ? <span className={styles.srOnly}>{t('unread', { count: badge })}</span> : null;
}
