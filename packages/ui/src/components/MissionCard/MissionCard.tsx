import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Anchor, ArrowRight, Eye, Flag, Moon, Recycle, Rocket, Swords, Truck, type LucideIcon } from 'lucide-react';
import type { Mission } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { ProgressBar } from '../../primitives/ProgressBar';
import { formatCompact, formatNumber } from '../../lib/format';
import { missionClock } from '../../lib/missionProgress';
import { LiveText, useLiveValue } from '../../state/liveClock';
import * as styles from './MissionCard.css';
import { entityName } from '../../lib/entityName';

/** Icon names a server may send in `mission_type_data.icon`, and the type codes as fallback. */
const ICONS: Record<string, LucideIcon> = {
  rocket: Rocket,
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
  moon: Moon,
  moon_destruction: Moon,
};

const STATUS_TONES: Record<string, 'info' | 'warning' | 'success' | 'neutral'> = {
  traveling: 'info',
  returning: 'warning',
  at_destination: 'success',
};

/** The glyph's key for a mission: its icon name if known, else its type code if known, else 'rocket'. */
export function missionIconKey(mission: Pick<Mission, 'mission_type' | 'mission_type_data'>): string {
  const icon = mission.mission_type_data?.icon?.toLowerCase();
  if (icon && ICONS[icon]) return icon;
  const code = (mission.mission_type_data?.code ?? mission.mission_type)?.toLowerCase();
  return code && ICONS[code] ? code : 'rocket';
}

/** The glyph component for a mission (by icon name, type code, else a rocket), for other screens. */
export function missionIcon(mission: Pick<Mission, 'mission_type' | 'mission_type_data'>): LucideIcon {
  return ICONS[missionIconKey(mission)] ?? Rocket;
}

/** 'H:MM:SS' or 'M:SS' for a countdown in seconds. */
export function clockText(totalSeconds: number): string {
  const safe = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(safe / 3600);
  const m = Math.floor((safe % 3600) / 60);
  const s = String(safe % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export interface MissionCardProps {
  mission: Mission;
  /** When the missions answer arrived (ms): the countdown runs from it. */
  fetchedAtMs: number;
  /** Called once when the countdown reaches 0 (the screen refreshes the missions). */
  onDue?: () => void;
}

function LiveProgress({ mission, fetchedAtMs, label, color }: { mission: Mission; fetchedAtMs: number; label: string; color?: string }) {
  // Whole percent: the bar moves visibly and re-renders only when that number changes.
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

/**
 * A mission as the dashboard shows it (spec p1 §2.5, §3): type name, colour and icon, status
 * label ('Viajando', 'Regresando', 'En destino'), origin → destination, the time remaining
 * counting down every second, a progress bar, ships, cargo and distance (K/M display). Missing
 * fields show '—'; an unknown status is shown as sent.
 */
export function MissionCard({ mission, fetchedAtMs, onDue }: MissionCardProps) {
  const { t, i18n } = useTranslation('dashboard');
  const { t: tc } = useTranslation();
  const none = tc('none');
  const Icon = ICONS[missionIconKey(mission)] ?? Rocket;
  const color = mission.mission_type_data?.color ?? undefined;
  const typeName = mission.mission_type_data?.name || mission.mission_type || t('missions.unknownType');
  const status = mission.status ?? '';
  const statusLabel = i18n.exists(`dashboard:missions.status.${status}`) ? t(`missions.status.${status}` as never) : mission.status_display || status || none;
  const ships = (mission.ships ?? []).filter((ship) => ship.ship_name || ship.ship_code);
  const hasClock = missionClock(mission, fetchedAtMs, fetchedAtMs) !== null;
  const titleId = `mission-${mission.id}-title`;
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatCompact(value, i18n.language) : none);

  return (
    <article className={styles.card} style={color ? { borderInlineStartColor: color } : undefined} aria-labelledby={titleId} data-testid="mission-card">
      <div className={styles.header}>
        <span className={styles.icon} style={color ? { borderColor: color } : undefined}>
          <Icon size={16} aria-hidden="true" />
        </span>
        <h3 id={titleId} className={styles.title}>
          {typeName}
        </h3>
        <Badge tone={STATUS_TONES[status] ?? 'neutral'} data-testid="mission-status">
          {statusLabel}
        </Badge>
      </div>
      <div className={styles.route}>
        <span className="visually-hidden">{t('missions.route')}: </span>
        {mission.origin_planet_data?.coordinates ? `[${mission.origin_planet_data.coordinates}]` : none}{' '}
        <ArrowRight size={14} aria-hidden="true" style={{ verticalAlign: 'middle' }} />{' '}
        {mission.destination_coordinates ? `[${mission.destination_coordinates}]` : none}
      </div>
      <div className={styles.timeRow}>
        <span>{t('missions.timeLeft')}</span>
        <span className={styles.time} data-testid="mission-time-left">
          {hasClock ? <LiveText compute={(now) => clockText(missionClock(mission, fetchedAtMs, now)?.secondsLeft ?? 0)} /> : none}
        </span>
      </div>
      <LiveProgress mission={mission} fetchedAtMs={fetchedAtMs} label={t('missions.progress')} color={color} />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('missions.ships')}</dt>
          <dd className={styles.detail}>
            {ships.length ? (
              <ul className={styles.ships}>
                {ships.map((ship, index) => (
                  <li key={`${ship.ship_code ?? ship.ship_name}-${index}`}>
                    {t('missions.shipLine', { quantity: typeof ship.quantity === 'number' ? formatNumber(ship.quantity, i18n.language) : none, name: entityName(t, 'ship', ship.ship_code, ship.ship_name) })}
                  </li>
                ))}
              </ul>
            ) : (
              t('missions.noShips')
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('missions.cargo')}</dt>
          <dd className={styles.detail}>{number(mission.total_cargo)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('missions.distance')}</dt>
          <dd className={styles.detail}>{number(mission.distance)}</dd>
        </div>
      </dl>
      {onDue && hasClock ? <DueWatcher mission={mission} fetchedAtMs={fetchedAtMs} onDue={onDue} /> : null}
    </article>
  );
}
