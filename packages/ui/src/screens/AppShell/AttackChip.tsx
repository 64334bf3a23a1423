import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Siren from 'lucide-react/icons/siren';
import { config, type Notification } from '@imperio/api-client';
import { LazyNotificationDialog } from '../../components/NotificationOverlay';
import { intlLocaleOf } from '../../i18n/languages';
import { useSession } from '../../state/session';
import { ATTACK_TYPE, attackWarningsQuery } from '../../state/attention';
import * as styles from './AppShell.css';

export { ATTACK_TYPE } from '../../state/attention';

/**
 * The newest unread attack warning, or null: page 0 of the notification history filtered to
 * ATTACK_WARNING (newest first), refreshed every 30 s with the badges and at once when a
 * notification is read or deleted (the mutations reload every notification query). A failure
 * reads as none (the chip is a reminder; the centre keeps the full list).
 */
export function useUnreadAttack(): Notification | null {
  const session = useSession();
  const history = useQuery({
    ...attackWarningsQuery(),
    enabled: session !== null,
    refetchInterval: config.intervals.notificationCountMs,
  });
  if (history.isError) return null;
  return history.data?.notifications.find((n) => n.notif_type === ATTACK_TYPE && n.is_unread) ?? null;
}

/**
 * The attack warning that stays in sight (spec p2 §2.7; p1 §2.4's ATTACK_WARNING): while an
 * attack warning is unread, a chip under the header on every screen names its target
 * ('Ataque a [1:42:7]') and, when the notification carries one, its arrival time; tapping it
 * opens the notification, which marks it read, and the chip leaves.
 */
export function AttackChip() {
  const { t, i18n } = useTranslation('shell');
  const attack = useUnreadAttack();
  const [open, setOpen] = useState<Notification | null>(null);
  if (!attack && !open) return null;
  const target = attack?.data?.planet_coordinates;
  const arrival = attack?.data?.arrival_time ? new Date(attack.data.arrival_time) : null;
  const arrivalText =
    arrival && !Number.isNaN(arrival.getTime())
      ? new Intl.DateTimeFormat(intlLocaleOf(i18n.language), { hour: '2-digit', minute: '2-digit' }).format(arrival)
      : null;
  return (
    <>
      {attack ? (
        <div className={styles.attackRow}>
          <button type="button" className={styles.attackChip} data-testid="attack-chip" onClick={() => setOpen(attack)}>
            <Siren size={16} aria-hidden="true" />
            <span>{target ? t('attack.target', { target }) : t('attack.untargeted')}</span>
            {arrivalText && attack.data?.arrival_time ? (
              <time dateTime={attack.data.arrival_time} className={styles.attackTime}>
                {t('attack.arrival', { time: arrivalText })}
              </time>
            ) : null}
          </button>
        </div>
      ) : null}
      <LazyNotificationDialog notification={open} onClose={() => setOpen(null)} />
    </>
  );
}
