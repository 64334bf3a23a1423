import { useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import X from 'lucide-react/icons/x';
import XCircle from 'lucide-react/icons/circle-x';
import { config, type Notification } from '@imperio/api-client';
import { entityCode, entityName } from '../../lib/entityName';
import { formatRelativeTime, relativeTime } from '../../lib/format';
import { notificationTone } from './tone';
import * as styles from './NotificationPopup.css';
import { usePlayerTime } from '../../lib/playerTime';

const ICONS = { success: CheckCircle2, warning: AlertTriangle, error: XCircle, info: Info };

export interface NotificationPopupProps {
  notification: Notification;
  /** The player closed it (spec p1 §4: read when dismissed). */
  onDismiss: (id: Notification['id']) => void;
  /** Its time is up. Omit for a pop-up that stays (stories of a single state). */
  onExpire?: (id: Notification['id']) => void;
  /** Lifetime in ms. @default config.intervals.popupLifetimeMs (8 s, spec p1 §9) */
  lifetimeMs?: number;
  /** The moment ages are measured from, ms. @default Date.now() when the pop-up appears */
  nowMs?: number;
  /**
   * One line (type icon, title, age, close; at most 88 px tall): the shell's form, which covers
   * no page title or action. A tap on the line calls `onOpen`. @default false (the full card)
   */
  compact?: boolean;
  /** Opens the notification's detail (compact form: the line is a button). */
  onOpen?: (notification: Notification) => void;
}

/**
 * One notification pop-up (spec p1 §2.4): styled by `notif_type` (success, warning, error,
 * info), with the type's name in the interface language, the server's title
 * and message as sent, age ('Justo ahora', then minutes, hours, days) and a close button. It expires after 8 s; the timer pauses while the pointer is over it or it has focus,
 * so nobody loses a message they are reading.
 */
export function NotificationPopup({
  notification,
  onDismiss,
  onExpire,
  lifetimeMs = config.intervals.popupLifetimeMs,
  nowMs,
  compact = false,
  onOpen,
}: NotificationPopupProps) {
  const { t } = useTranslation('dashboard');
  const { t: tc, i18n } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Ages are measured when the pop-up appears; it lives 8 s, so its age label does not change.
  const [shownAt] = useState(() => nowMs ?? Date.now());
  const playerTime = usePlayerTime();
  const paused = hovered || focused;
  const tone = notificationTone(notification.notif_type);
  const Icon = ICONS[tone];
  const typeName = entityCode('notification', notification.notif_type) ? entityName(tc, 'notification', notification.notif_type) : null;
  const serverTitle = notification.title?.trim();
  const title = serverTitle || typeName || notification.type_display || t('notifications.untitled');
  const age = notification.created_at ? relativeTime(notification.created_at, nowMs ?? shownAt) : null;
  const ageText = age
    ? formatRelativeTime(age, i18n.language, { justNow: tc('time.justNow'), dateText: (date) => playerTime.date(date.getTime()) })
    : null;
  const { id } = notification;

  useEffect(() => {
    if (!onExpire || paused) return;
    const timer = setTimeout(() => onExpire(id), lifetimeMs);
    return () => clearTimeout(timer);
  }, [id, onExpire, paused, lifetimeMs]);

  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
  const close = (
    <button type="button" className={styles.close} aria-label={t('notifications.dismiss', { title })} onClick={() => onDismiss(id)}>
      <X size={16} aria-hidden="true" />
    </button>
  );

  if (compact) {
    return (
      <article
        className={styles.popup({ tone, compact: true })}
        data-tone={tone}
        data-testid="notification-popup"
        aria-label={title}
        {...handlers}
      >
        <button type="button" className={styles.line} onClick={() => onOpen?.(notification)} data-testid="notification-open">
          <Icon size={18} aria-hidden="true" className={styles.icon({ tone })} />
          {/* Named by what it shows, after what it does (the visible text stays part of the name). */}
          <span className="visually-hidden">{t('notifications.openPrefix')} </span>
          {/* One line, cut with an ellipsis: the whole title on hover (the overflow gate asks for it). */}
          <span className={styles.lineTitle} data-server-text={serverTitle ? '' : undefined} title={title}>
            {title}
          </span>
          {ageText ? (
            <time className={styles.time} dateTime={notification.created_at ?? undefined}>
              <span className="visually-hidden">, </span>
              {ageText}
            </time>
          ) : null}
        </button>
        {close}
      </article>
    );
  }

  return (
    <article className={styles.popup({ tone })} data-tone={tone} data-testid="notification-popup" aria-label={title} {...handlers}>
      <Icon size={20} aria-hidden="true" className={styles.icon({ tone })} />
      <div className={styles.body}>
        {typeName && serverTitle ? (
          <p className={styles.kind} data-testid="notification-type">
            {typeName}
          </p>
        ) : null}
        <p className={styles.title} data-server-text={serverTitle ? '' : undefined}>
          {title}
        </p>
        {notification.message ? (
          <p className={styles.message} data-server-text="">
            {notification.message}
          </p>
        ) : null}
        {ageText ? (
          <time className={styles.time} dateTime={notification.created_at ?? undefined}>
            {ageText}
          </time>
        ) : null}
      </div>
      {close}
    </article>
  );
}
