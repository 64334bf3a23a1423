import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Flag from 'lucide-react/icons/flag';
import Fuel from 'lucide-react/icons/fuel';
import Hourglass from 'lucide-react/icons/hourglass';
import Send from 'lucide-react/icons/send';
import type { MissionPreview } from '@imperio/api-client';
import { returnsHome } from '@imperio/rules';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { Spinner } from '../../primitives/Spinner';
import { previewSeconds } from '../../lib/missionForm';
import { formatNumber } from '../../lib/format';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { media } from '../../theme/tokens';
import { LiveText } from '../../state/liveClock';
import { usePlayerClock } from '../MissionCard';
import * as styles from './NewMissionForm.css';
import { localeOf } from '../../i18n/languages';

export interface MissionDockProps {
  preview: { data?: MissionPreview | null; loading: boolean; error?: string | null };
  /** Nothing to preview yet (no origin or no ship chosen). */
  previewEmpty: boolean;
  missionType: string | null;
  /** Send is possible: the form's rules pass. */
  sendable: boolean;
  /** Say why send is disabled ('Elige un tipo de misión y al menos una nave para enviar.'). */
  showHint: boolean;
  sending: boolean;
  /** The create error, already as 'Error: {message}'. */
  error?: string | null;
  /** Id of the over-capacity message when shown (the button points at it). */
  describedBy?: string;
}

/**
 * The preview and 'Enviar misión' together (spec p2 §3 'Mission preview'): the
 * distance, duration, fuel and total cargo capacity, and the arrival and return as clock times
 * in the player's time zone (now + the one-way duration, and twice that for
 * the return; a deployment does not return). On desktops it sits beside the form, every fact
 * shown. Below the desktop layout it follows the form (never pinned over it: a pinned panel
 * covered about half of a 390 px phone) as a disclosure: one line (duration, fuel, arrival)
 * above the button, which opens to every fact.
 */
export function MissionDock({ preview, previewEmpty, missionType, sendable, showHint, sending, error, describedBy }: MissionDockProps) {
  const { t, i18n } = useTranslation('fleet');
  const clock = usePlayerClock();
  const none = t('none', { ns: 'common' });
  const number = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? formatNumber(n, localeOf(i18n.language)) : none);
  const seconds = previewSeconds(preview.data);
  const wide = useMediaQuery(media.desktop);
  const fact = (key: string, label: string, value: ReactNode) => (
    <div className={styles.fact}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value} data-testid={`preview-${key}`}>
        {value}
      </dd>
    </div>
  );

  const arrival = seconds === null ? none : <LiveText compute={(now) => clock(now + seconds * 1000, now)} />;
  const status = previewEmpty ? (
    <p className={styles.muted}>{t('form.previewEmpty')}</p>
  ) : preview.loading && !preview.data ? (
    <Spinner label={t('form.previewLoading')} />
  ) : preview.error ? (
    <Alert>{preview.error}</Alert>
  ) : null;
  // Busy from the keystroke on (the debounce included), so the facts on screen are known to be stale.
  const busy = !previewEmpty && preview.loading;
  const facts = (
    <dl className={styles.facts}>
      {fact('duration', t('form.duration'), preview.data?.duration_formatted ?? none)}
      {fact('fuel', t('form.fuel'), number(preview.data?.fuel_consumption))}
      {fact('arrival', t('mission.arrival'), arrival)}
      {fact(
        'return',
        t('mission.return'),
        seconds === null || !returnsHome(missionType) ? none : <LiveText compute={(now) => clock(now + 2 * seconds * 1000, now)} />,
      )}
      {fact('distance', t('form.distance'), number(preview.data?.distance))}
      {fact('capacity', t('form.capacity'), number(preview.data?.total_cargo_capacity))}
    </dl>
  );
  // Icons with hidden labels keep duration, fuel and arrival on one line at 390 px in Spanish; longer texts wrap between facts.
  const summaryItem = (Icon: typeof Fuel, label: string, value: ReactNode, key: string) => (
    <span key={key} className={styles.summaryItem} data-testid={`summary-${key}`}>
      <Icon size={14} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
      {value}
    </span>
  );

  return (
    <div className={styles.dock} data-testid="mission-dock">
      {wide ? (
        <section className={styles.preview} aria-label={t('form.preview')} data-testid="mission-preview" aria-busy={busy}>
          <h2 className={styles.previewTitle}>{t('form.preview')}</h2>
          {status ?? facts}
        </section>
      ) : (
        <>
          {/* A failed preview stays in view: it is why the send may not do what the player expects. */}
          {!previewEmpty && preview.error ? <Alert>{preview.error}</Alert> : null}
          <details className={styles.disclosure} data-testid="mission-preview" aria-busy={busy}>
            <summary className={styles.summary} data-testid="mission-preview-summary">
              <span className={styles.summaryTitle}>{t('form.preview')}</span>
              <span className={styles.summaryLine}>
                {previewEmpty
                  ? t('form.previewShort')
                  : preview.error
                    ? t('preview.error')
                    : status
                      ? t('form.previewLoading')
                      : [
                          summaryItem(Hourglass, t('form.duration'), preview.data?.duration_formatted ?? none, 'duration'),
                          summaryItem(Fuel, t('form.fuel'), number(preview.data?.fuel_consumption), 'fuel'),
                          summaryItem(Flag, t('mission.arrival'), arrival, 'arrival'),
                        ]}
              </span>
            </summary>
            {previewEmpty ? <p className={styles.muted}>{t('form.previewEmpty')}</p> : status ? null : facts}
          </details>
        </>
      )}
      {error ? <Alert>{error}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" className={styles.send} disabled={!sendable || sending} aria-describedby={describedBy}>
          <Send size={16} aria-hidden="true" /> {sending ? t('form.sending') : t('form.send')}
        </Button>
        {showHint ? <p className={styles.muted}>{t('form.sendHint')}</p> : null}
      </div>
    </div>
  );
}
