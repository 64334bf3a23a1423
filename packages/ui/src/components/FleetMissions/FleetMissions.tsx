import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, ArrowRight, Eye, Flag, Moon, Recycle, Rocket, Swords, Truck, X, type LucideIcon } from 'lucide-react';
import type { Mission } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import { canCancel } from '../../lib/fleet';
import { formatDuration } from '../../lib/countdown';
import { formatCompact, formatNumber } from '../../lib/format';
import { missionClock } from '../../lib/missionProgress';
import { useDateText } from '../../lib/useDateText';
import { LiveText, useLiveValue } from '../../state/liveClock';
import * as styles from './FleetMissions.css';
import { entityName } from '../../lib/entityName';

/** Glyphs by the icon name a server sends in `mission_type_data.icon`, or by type code. */
const ICONS: Record<string, LucideIcon> = {
  truck: Truck,
  transport: Truck,
  swords: Swords,
  attack: Swords,
  eye: Eye,
  espionage: Eye,
  flag: Flag,
  colonize: Flag,
  colonization: Flag,
  recycle: Recycle,
  anchor: Anchor,
  deploy: Anchor,
  deployment: Anchor,
  moon: Moon,
  moon_destruction: Moon,
};

/**
 * A mission or report type's glyph: by icon name, else by type code, else a rocket. Decorative
 * (aria-hidden): the type's name is always written next to it.
 */
export function MissionTypeIcon({ icon, code, size = 16 }: { icon?: string | null; code?: string | null; size?: number }) {
  const Icon = (icon && ICONS[icon.toLowerCase()]) || (code && ICONS[code.toLowerCase()]) || Rocket;
  return <Icon size={size} aria-hidden="true" />;
}

const STATUS_TONES: Record<string, 'info' | 'warning' | 'success' | 'neutral' | 'primary' | 'danger'> = {
  preparing: 'primary',
  traveling: 'info',
  at_destination: 'success',
  returning: 'warning',
  completed: 'neutral',
  cancelled: 'danger',
};

/** The status label of the fleet namespace (Viajando, Regresando…), else what the server sent. */
export function useStatusLabel(): (mission: Pick<Mission, 'status' | 'status_display'>) => string {
  const { t, i18n } = useTranslation('fleet');
  return (mission) => {
    const status = mission.status ?? '';
    return status && i18n.exists(`fleet:status.${status}`) ? t(`status.${status}` as never) : mission.status_display || status || t('none', { ns: 'common' });
  };
}

/** A mission's status as a coloured badge. */
export function MissionStatusBadge({ mission }: { mission: Pick<Mission, 'status' | 'status_display'> }) {
  const label = useStatusLabel();
  return (
    <Badge tone={STATUS_TONES[mission.status ?? ''] ?? 'neutral'} data-testid="mission-status">
      {label(mission)}
    </Badge>
  );
}

function LiveProgress({ mission, fetchedAtMs, label, color }: { mission: Mission; fetchedAtMs: number; label: string; color?: string }) {
  const progress = useLiveValue((now) => Math.round(missionClock(mission, fetchedAtMs, now)?.progress ?? 0));
  return <ProgressBar value={progress} label={label} color={color} />;
}

function DueWatcher({ mission, fetchedAtMs, onDue }: { mission: Mission; fetchedAtMs: number; onDue: () => void }) {
  const due = useLiveValue((now) => (missionClock(mission, fetchedAtMs, now)?.secondsLeft ?? 1) <= 0);
  useEffect(() => {
    if (due) onDue();
  }, [due, onDue]);
  return null;
}

export interface FleetMissionCardProps {
  mission: Mission;
  /** When the missions answer arrived (ms): the countdown runs from it. */
  fetchedAtMs: number;
  /** Asks to cancel (the screen confirms first); the button shows only while cancellable. */
  onCancel?: (mission: Mission) => void;
  /** The cancel of this mission is in flight. */
  cancelling?: boolean;
  /** Called once when the countdown reaches 0 (the screen refreshes). */
  onDue?: () => void;
}

/**
 * An active mission in the Fleet grid (spec p2 §2.5): type icon, name and colour, status label,
 * origin → destination, time remaining counting down every second (p2 §9), a progress bar,
 * ships, cargo and distance, and 'Cancelar' while preparing, traveling or at the destination.
 */
export function FleetMissionCard({ mission, fetchedAtMs, onCancel, cancelling = false, onDue }: FleetMissionCardProps) {
  const { t, i18n } = useTranslation('fleet');
  const none = t('none', { ns: 'common' });
  const color = mission.mission_type_data?.color ?? undefined;
  const typeName = mission.mission_type_data?.name || mission.mission_type || t('mission.unknownType');
  const ships = (mission.ships ?? []).filter((ship) => ship.ship_name || ship.ship_code);
  const hasClock = missionClock(mission, fetchedAtMs, fetchedAtMs) !== null;
  const titleId = `fleet-mission-${mission.id}-title`;
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatCompact(value, i18n.language) : none);

  return (
    <article className={styles.card} style={color ? { borderInlineStartColor: color } : undefined} aria-labelledby={titleId} data-testid="fleet-mission-card">
      <div className={styles.header}>
        <span className={styles.icon} style={color ? { borderColor: color } : undefined}>
          <MissionTypeIcon icon={mission.mission_type_data?.icon} code={mission.mission_type_data?.code ?? mission.mission_type} />
        </span>
        <h3 id={titleId} className={styles.name}>
          {typeName}
        </h3>
        <MissionStatusBadge mission={mission} />
      </div>
      <div className={styles.route}>
        <span className="visually-hidden">{t('mission.route')}: </span>
        {mission.origin_planet_data?.coordinates ? `[${mission.origin_planet_data.coordinates}]` : none}{' '}
        <ArrowRight size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
        {mission.destination_coordinates ? `[${mission.destination_coordinates}]` : none}
      </div>
      <div className={styles.timeRow}>
        <span>{t('mission.timeLeft')}</span>
        <span className={styles.time} data-testid="fleet-mission-time-left">
          {hasClock ? <LiveText compute={(now) => formatDuration(missionClock(mission, fetchedAtMs, now)?.secondsLeft ?? 0)} /> : none}
        </span>
      </div>
      <LiveProgress mission={mission} fetchedAtMs={fetchedAtMs} label={t('mission.progress')} color={color} />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('mission.ships')}</dt>
          <dd className={styles.detail}>
            {ships.length ? (
              <ul className={styles.plainList}>
                {ships.map((ship, index) => (
                  <li key={`${ship.ship_code ?? ship.ship_name}-${index}`}>
                    {t('mission.shipLine', { quantity: typeof ship.quantity === 'number' ? formatNumber(ship.quantity, i18n.language) : none, name: entityName(t, 'ship', ship.ship_code, ship.ship_name) })}
                  </li>
                ))}
              </ul>
            ) : (
              t('mission.noShips')
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('mission.cargo')}</dt>
          <dd className={styles.detail}>{number(mission.total_cargo)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('mission.distance')}</dt>
          <dd className={styles.detail}>{number(mission.distance)}</dd>
        </div>
      </dl>
      {onCancel && canCancel(mission.status) ? (
        <div className={styles.footer}>
          <Button
            size="sm"
            variant="danger"
            disabled={cancelling}
            aria-label={t('mission.cancelLabel', { type: typeName, destination: mission.destination_coordinates ?? none })}
            onClick={() => onCancel(mission)}
          >
            <X size={14} aria-hidden="true" /> {cancelling ? t('mission.cancelling') : t('mission.cancel')}
          </Button>
        </div>
      ) : null}
      {onDue && hasClock ? <DueWatcher mission={mission} fetchedAtMs={fetchedAtMs} onDue={onDue} /> : null}
    </article>
  );
}

export interface MissionHistoryProps {
  missions: Mission[];
  onCancel?: (mission: Mission) => void;
  /** Id of the mission whose cancel is in flight. */
  cancellingId?: Mission['id'] | null;
}

/**
 * The 'Misiones' tab (spec p2 §2.5 'history'): every mission, newest first, with type, status
 * label, route, ships, cargo, fuel, speed, when it was sent, and 'Cancelar' while allowed.
 */
export function MissionHistory({ missions, onCancel, cancellingId = null }: MissionHistoryProps) {
  const { t, i18n } = useTranslation('fleet');
  const { age } = useDateText();
  const none = t('none', { ns: 'common' });
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatCompact(value, i18n.language) : none);
  return (
    <ul className={styles.history} aria-label={t('list.title')}>
      {missions.map((mission) => {
        const color = mission.mission_type_data?.color ?? undefined;
        const typeName = mission.mission_type_data?.name || mission.mission_type || t('mission.unknownType');
        const ships = (mission.ships ?? []).filter((ship) => ship.ship_name || ship.ship_code);
        const cancelling = cancellingId !== null && String(cancellingId) === String(mission.id);
        return (
          <li key={mission.id} className={styles.row} style={color ? { borderInlineStartColor: color } : undefined} data-testid="mission-row">
            <span className={styles.icon} style={color ? { borderColor: color } : undefined}>
              <MissionTypeIcon icon={mission.mission_type_data?.icon} code={mission.mission_type_data?.code ?? mission.mission_type} />
            </span>
            <div className={styles.rowMain}>
              <div className={styles.rowTitle}>
                <span>{typeName}</span>
                <MissionStatusBadge mission={mission} />
                <span className={styles.route}>
                  {mission.origin_planet_data?.coordinates ? `[${mission.origin_planet_data.coordinates}]` : none} → {mission.destination_coordinates ? `[${mission.destination_coordinates}]` : none}
                </span>
              </div>
              <div className={styles.rowMeta}>
                <span>
                  {t('mission.ships')}:{' '}
                  {ships.length
                    ? ships.map((ship) => t('mission.shipLine', { quantity: typeof ship.quantity === 'number' ? formatNumber(ship.quantity, i18n.language) : none, name: entityName(t, 'ship', ship.ship_code, ship.ship_name) })).join(', ')
                    : t('mission.noShips')}
                </span>
                <span>
                  {t('mission.cargo')}: {number(mission.total_cargo)}
                </span>
                <span>
                  {t('mission.fuel')}: {number(mission.fuel_consumption)}
                </span>
                <span>
                  {t('mission.speed')}: {typeof mission.speed_percentage === 'number' ? `${mission.speed_percentage} %` : none}
                </span>
                <span>
                  {t('mission.sent')}: {age(mission.created_at)}
                </span>
              </div>
            </div>
            {onCancel && canCancel(mission.status) ? (
              <Button
                size="sm"
                variant="danger"
                disabled={cancelling}
                aria-label={t('mission.cancelLabel', { type: typeName, destination: mission.destination_coordinates ?? none })}
                onClick={() => onCancel(mission)}
              >
                {cancelling ? t('mission.cancelling') : t('mission.cancel')}
              </Button>
            ) : (
              <span />
            )}
          </li>
        );
      })}
    </ul>
  );
}
