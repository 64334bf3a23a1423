import { useTranslation } from 'react-i18next';
import type { User } from '@imperio/api-client';
import { formatDecimal, formatNumber, levelFromPoints } from '../../lib/format';
import { winRatio } from '../../lib/messages';
import { useDateText } from '../../lib/useDateText';
import * as styles from './Profile.css';
import { intlLocaleOf } from '../../i18n/languages';

/** The read-only statistics (spec p2 §2.8): points, level, battles, win ratio, planets, last activity. */
export function ProfileStats({ user }: { user: User | null }) {
  const { t, i18n } = useTranslation('profile');
  const { dateTime } = useDateText();
  const locale = intlLocaleOf(i18n.language);
  const points = Number(user?.points) || 0;
  const won = Number(user?.battles_won) || 0;
  const lost = Number(user?.battles_lost) || 0;
  const ratio = winRatio(won, lost);
  const stats: Array<[string, string, string]> = [
    ['points', t('stats.points'), formatNumber(points, locale)],
    ['level', t('stats.level'), String(levelFromPoints(points))],
    ['battles_won', t('stats.battles_won'), formatNumber(won, locale)],
    ['battles_lost', t('stats.battles_lost'), formatNumber(lost, locale)],
    ['win_ratio', t('stats.win_ratio'), formatDecimal(ratio.value, locale, ratio.fractionDigits, ratio.fractionDigits)],
    ['planets_colonized', t('stats.planets_colonized'), formatNumber(Number(user?.planets_colonized) || 0, locale)],
    ['last_activity', t('stats.last_activity'), user?.last_activity ? dateTime(user.last_activity) : t('empty')],
  ];
  return (
    <dl className={styles.stats} data-testid="profile-stats">
      {stats.map(([key, label, value]) => (
        <div key={key} className={styles.stat} data-stat={key}>
          <dt className={styles.statLabel}>{label}</dt>
          <dd className={styles.statValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
