import { useTranslation } from 'react-i18next';
import MessageSquare from 'lucide-react/icons/message-square';
import Trophy from 'lucide-react/icons/trophy';
import Users from 'lucide-react/icons/users';
import { Card } from '../../primitives/Card';
import { formatNumber } from '../../lib/format';
import * as styles from './Alliance.css';

/** The placeholder's sample figures (spec p2 §2.12): members 25 of 50 and the total points. */
export const ALLIANCE_SAMPLE = { members: 25, maxMembers: 50, totalPoints: 1_250_000 } as const;

/**
 * Route /alliance (spec p2 §2.12): a placeholder with sample figures (members 25/50, total
 * points) and a chat box saying it is under development. No calls.
 */
export function AllianceScreen() {
  const { t, i18n } = useTranslation('alliance');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <dl className={styles.stats}>
        <div className={styles.stat} data-testid="alliance-members">
          <dt className={styles.statLabel}>
            <Users size={16} aria-hidden="true" /> {t('members')}
          </dt>
          <dd className={styles.statValue}>{t('membersValue', { current: ALLIANCE_SAMPLE.members, max: ALLIANCE_SAMPLE.maxMembers })}</dd>
        </div>
        <div className={styles.stat} data-testid="alliance-points">
          <dt className={styles.statLabel}>
            <Trophy size={16} aria-hidden="true" /> {t('totalPoints')}
          </dt>
          <dd className={styles.statValue}>{formatNumber(ALLIANCE_SAMPLE.totalPoints, i18n.language)}</dd>
        </div>
      </dl>
      <Card title={t('chat.title')}>
        <div className={styles.chat}>
          <MessageSquare size={20} aria-hidden="true" />
          <p style={{ margin: 0 }}>{t('chat.underDevelopment')}</p>
        </div>
      </Card>
    </div>
  );
}
