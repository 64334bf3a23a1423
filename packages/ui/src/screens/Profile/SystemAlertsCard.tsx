import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import BellRing from 'lucide-react/icons/bell-ring';
import { Card } from '../../primitives/Card';
import { Checkbox } from '../../primitives/Checkbox';
import { disableSystemAlerts, enableSystemAlerts, useSystemAlerts } from '../../lib/systemAlerts';
import { Stack } from '../../primitives/Stack';
import * as styles from './Profile.css';

/**
 * The opt-in for alerts while away: a checkbox that, when ticked, asks the
 * browser's permission (only then) and keeps the choice in this browser. It explains what it
 * does, and says so when the browser blocks notifications or has none.
 */
export function SystemAlertsCard() {
  const { t } = useTranslation('profile');
  const state = useSystemAlerts();
  const [asking, setAsking] = useState(false);
  const unsupported = state.permission === 'unsupported';

  function toggle(on: boolean) {
    if (!on) {
      disableSystemAlerts();
      return;
    }
    if (asking) return;
    setAsking(true);
    enableSystemAlerts()
      .catch(() => undefined)
      .finally(() => setAsking(false));
  }

  return (
    <Card title={t('alerts.heading')}>
      <Stack gap="sm" data-testid="system-alerts">
        <p className={styles.alertsText}>
          <BellRing size={16} aria-hidden="true" />
          {t('alerts.description')}
        </p>
        <Checkbox label={t('alerts.optIn')} checked={state.active} disabled={unsupported || asking} onCheckedChange={toggle} />
        {unsupported ? <p className={styles.alertsNote}>{t('alerts.unsupported')}</p> : null}
        {state.permission === 'denied' ? (
          <p className={styles.alertsNote} role="status">
            {t('alerts.denied')}
          </p>
        ) : null}
      </Stack>
    </Card>
  );
}
