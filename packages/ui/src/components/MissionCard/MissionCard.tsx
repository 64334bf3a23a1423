import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react/types';
import Anchor from 'lucide-react/icons/anchor';
import Eye from 'lucide-react/icons/eye';
import Flag from 'lucide-react/icons/flag';
import Moon from 'lucide-react/icons/moon';
import Recycle from 'lucide-react/icons/recycle';
import Rocket from 'lucide-react/icons/rocket';
import Swords from 'lucide-react/icons/swords';
import Truck from 'lucide-react/icons/truck';
import X from 'lucide-react/icons/x';
import type { Mission } from '@imperio/api-client';
import { canCancel, formatClock } from '@imperio/rules';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import { missionClock, statusAt } from '../../lib/missionProgress';
import { LiveText, useLiveValue } from '../../state/liveClock';
import { EntityIcon } from '../EntityIcon';
import * as styles from './MissionCard.css';
import { MissionClockTimes, MissionRoute, useMissionText } from './MissionParts';

/** Glyphs by the icon name a server sends in `mission_type_data.icon`, or by type code. */
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
  deployment: Anchor,
  moon: Moon,
  moon_destruction: Moon,
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

/**
 * A mission or report type's glyph: by icon name, else by type code, else a rocket. Decorative
 * (aria-hidden): the type's name is always written next to it.
 */
export function MissionTypeIcon({ icon, code, size = 16 }: { icon?: string | null; code?: string | null; size?: number }) {
  const Icon = (icon && ICONS[icon.toLowerCase()]) || (code && ICONS[code.toLowerCase()]) || Rocket;
  return <Icon size={size} aria-hidden="true" />;
}

/**
 * The type's glyph in a round frame (32 px), its border in the type's colour when the server
 * sends one: the mark of a mission card, a history row and a report.
 */
export function FramedMissionTypeIcon({
  icon,
  code,
  color,
  title,
}: {
  icon?: string | null;
  code?: string | null;
  color?: string | null;
  title?: string;
}) {
  return (
    <span className={styles.icon} style={color ? { borderColor: color } : undefined} title={title}>
      <MissionTypeIcon icon={icon} code={code} />
    </span>
  );
}

const STATUS_TONES: Record<string, 'info' | 'warning' | 'success' | 'neutral' | 'primary' | 'danger'> = {
  preparing: 'primary',
  traveling: 'info',
  at_destination: 'success',
  returning: 'warning',
  completed: 'neutral',
  cancelled: 'danger',
  processing: 'primary',
};

/**
 * Names a mission type from the client's translations: `missionTypes.{code}`
 * of the fleet namespace ('Espionaje' / 'Espionage'); an unknown code falls back to the server's
 * name, then the code, then 'Misión'.
 * @returns (code, server name) → the name in the interface language
 */
export function useMissionTypeName(): (code: string | null | undefined, serverName?: string | null) => string {
  const { t, i18n } = useTranslation('fleet');
  return (code, serverName) =>
    code && i18n.exists(`fleet:missionTypes.${code}.name`)
      ? t(`missionTypes.${code}.name` as never)
      : serverName || code || t('mission.unknownType');
}

/** The description of a mission type from the client's translations, else the server's. */
export function useMissionTypeDescription(): (code: string | null | undefined, serverText?: string | null) => string | null {
  const { t, i18n } = useTranslation('fleet');
  return (code, serverText) =>
    code && i18n.exists(`fleet:missionTypes.${code}.description`) ? t(`missionTypes.${code}.description` as never) : serverText || null;
}

/**
 * The status label from the fleet namespace ('Viajando', 'En destino', 'Procesando…'…), else
 * what the server sent (`status_display`, then the code).
 */
export function useStatusLabel(): (status: string | null | undefined, serverLabel?: string | null) => string {
  const { t, i18n } = useTranslation('fleet');
  return (status, serverLabel) =>
    status && i18n.exists(`fleet:status.${status}`) ? t(`status.${status}` as never) : serverLabel || status || t('none', { ns: 'common' });
}

/** A mission's status as a coloured badge (no countdown: the status as the server sent it). */
export function MissionStatusBadge({ mission }: { mission: Pick<Mission, 'status' | 'status_display'> }) {
  const label = useStatusLabel();
  return (
    <Badge tone={STATUS_TONES[mission.status ?? ''] ?? 'neutral'} data-testid="mission-status">
      {label(mission.status, mission.status_display)}
    </Badge>
  );
}

/** The card's status badge: re-renders only when the shown status changes (at zero). */
function LiveStatus({ mission, fetchedAtMs, processing }: { mission: Mission; fetchedAtMs: number; processing: boolean }) {
  const label = useStatusLabel();
  const status = useLiveValue((now) => statusAt(mission.status, missionClock(mission, fetchedAtMs, now)?.secondsLeft ?? null, processing));
  return (
    <Badge tone={STATUS_TONES[status] ?? 'neutral'} data-testid="mission-status" data-status={status}>
      {label(status, status === mission.status ? mission.status_display : null)}
    </Badge>
  );
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

export interface MissionCardProps {
  mission: Mission;
  /** When the missions answer arrived (ms): the countdown runs from it. */
  fetchedAtMs: number;
  /** Called once when the countdown reaches 0 (the screen refreshes the missions). */
  onDue?: () => void;
  /** Asks to cancel (the screen confirms first); the button shows only while cancellable. */
  onCancel?: (mission: Mission) => void;
  /** The cancel of this mission is in flight: the button is disabled and says so. */
  cancelling?: boolean;
  /** Another cancel is in flight: the button is disabled. @default false */
  cancelDisabled?: boolean;
  /** 'Procesar' is in flight: a mission at zero reads 'Procesando…'. @default false */
  processing?: boolean;
}

/**
 * One active mission, the same card on the dashboard and in the Fleet grid (spec p1 §2.5, §3;
 * p2 §2.5): type icon, name (from the client's translations) and colour, status label,
 * origin → destination, the time remaining counting down every second (p2 §9) in days past 24 h,
 * a progress bar, ships, cargo and distance. At zero the status reads the phase reached ('En
 * destino') or 'Procesando…' until the server's next answer settles it. With `onCancel`,
 * 'Cancelar' while preparing, traveling or at the destination. Missing fields show '—'; an
 * unknown status is shown as sent.
 */
export const MissionCard = memo(function MissionCard({
  mission,
  fetchedAtMs,
  onDue,
  onCancel,
  cancelling = false,
  cancelDisabled = false,
  processing = false,
}: MissionCardProps) {
  const { t } = useTranslation('fleet');
  const typeNameOf = useMissionTypeName();
  const { shipItems, compact, none } = useMissionText();
  const color = mission.mission_type_data?.color ?? undefined;
  const code = mission.mission_type_data?.code ?? mission.mission_type;
  const typeName = typeNameOf(code, mission.mission_type_data?.name);
  const ships = shipItems(mission);
  const hasClock = missionClock(mission, fetchedAtMs, fetchedAtMs) !== null;
  const titleId = `mission-${mission.id}-title`;

  return (
    <article
      className={styles.card}
      style={color ? { borderInlineStartColor: color } : undefined}
      aria-labelledby={titleId}
      data-testid="mission-card"
    >
      <div className={styles.header}>
        <FramedMissionTypeIcon icon={mission.mission_type_data?.icon} code={code} color={color} />
        <h3 id={titleId} className={styles.title}>
          {typeName}
        </h3>
        <LiveStatus mission={mission} fetchedAtMs={fetchedAtMs} processing={processing} />
      </div>
      <MissionRoute mission={mission} />
      <div className={styles.timeRow}>
        <span>{t('mission.timeLeft')}</span>
        <span className={styles.time} data-testid="mission-time-left">
          {hasClock ? <LiveText compute={(now) => formatClock(missionClock(mission, fetchedAtMs, now)?.secondsLeft ?? 0)} /> : none}
        </span>
      </div>
      <MissionClockTimes mission={mission} fetchedAtMs={fetchedAtMs} />
      <LiveProgress mission={mission} fetchedAtMs={fetchedAtMs} label={t('mission.progress')} color={color} />
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('mission.ships')}</dt>
          <dd className={styles.detail}>
            {ships.length ? (
              <ul className={styles.ships}>
                {ships.map((line, index) => (
                  <li key={`${line.text}-${index}`} className={styles.ship}>
                    <EntityIcon kind="ship" code={line.code} size="sm" />
                    {line.text}
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
          <dd className={styles.detail}>{compact(mission.total_cargo)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('mission.distance')}</dt>
          <dd className={styles.detail}>{compact(mission.distance)}</dd>
        </div>
      </dl>
      {onCancel && canCancel(mission.status) ? (
        <div className={styles.footer}>
          <CancelMissionButton
            typeName={typeName}
            destination={mission.destination_coordinates ?? none}
            cancelling={cancelling}
            disabled={cancelling || cancelDisabled}
            onClick={() => onCancel(mission)}
          />
        </div>
      ) : null}
      {onDue && hasClock ? <DueWatcher mission={mission} fetchedAtMs={fetchedAtMs} onDue={onDue} /> : null}
    </article>
  );
});

/**
 * 'Cancelar' of a mission card or history row: named 'Cancelar misión {type} hacia [{dest}]';
 * while its request is in flight it reads 'Cancelando...' (then the visible text is the name).
 */
export function CancelMissionButton({
  typeName,
  destination,
  cancelling,
  disabled,
  onClick,
}: {
  typeName: string;
  destination: string;
  cancelling: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation('fleet');
  return (
    <Button
      size="sm"
      variant="danger"
      disabled={disabled}
      // While cancelling, the visible 'Cancelando...' is the name (a label must contain the visible text).
      aria-label={cancelling ? undefined : t('mission.cancelLabel', { type: typeName, destination })}
      onClick={onClick}
    >
      <X size={14} aria-hidden="true" /> {cancelling ? t('mission.cancelling') : t('mission.cancel')}
    </Button>
  );
}
