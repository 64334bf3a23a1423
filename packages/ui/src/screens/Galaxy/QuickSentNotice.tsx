import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { button } from '../../primitives/Button/Button.css';
import { Inline } from '../../primitives/Inline';
import { useMissionTypeName, usePlayerClock } from '../../components/MissionCard';
import { missionTimes } from '../../lib/missionProgress';
import type { QuickSent } from './useQuickSend';
import * as styles from './Galaxy.css';

/**
 * The confirmation of a quick send: the fleet form's own line ('Misión
 * enviada: Espionaje hacia [1:42:4]'), the arrival as a clock time in the player's time zone
 * ('Llegada: 14:05:12'), a link to the mission in Flota and a close button. It stays fixed at the
 * foot of the viewport so a phone scrolled down the list still sees it.
 */
export function QuickSentNotice({ sent, onDismiss }: { sent: QuickSent; onDismiss: () => void }) {
  const { t } = useTranslation('galaxy');
  const typeNameOf = useMissionTypeName();
  const clock = usePlayerClock();
  const { mission, atMs } = sent;
  const code = mission.mission_type_data?.code ?? mission.mission_type;
  const { arrivalMs } = missionTimes(mission, atMs);
  return (
    <div className={styles.toast}>
      <Alert
        tone="success"
        action={
          <Inline gap="xs" wrap={false}>
            <Link to="/fleet" className={button({ variant: 'secondary', size: 'sm' })}>
              {t('quick.viewInFleet')}
            </Link>
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {t('details.close')}
            </Button>
          </Inline>
        }
      >
        <span data-testid="quick-sent">
          {t('form.sent', {
            ns: 'fleet',
            type: typeNameOf(code, mission.mission_type_data?.name),
            destination: mission.destination_coordinates ?? '',
          })}
          {arrivalMs !== null ? (
            <>
              {'. '}
              {t('quick.arrival')}{' '}
              <time dateTime={new Date(arrivalMs).toISOString()} data-testid="quick-arrival">
                {clock(arrivalMs, atMs)}
              </time>
            </>
          ) : null}
        </span>
      </Alert>
    </div>
  );
}
