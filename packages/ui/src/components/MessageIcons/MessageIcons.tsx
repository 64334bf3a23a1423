import type { LucideIcon } from 'lucide-react/types';
import Bell from 'lucide-react/icons/bell';
import Building2 from 'lucide-react/icons/building-complex';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Coins from 'lucide-react/icons/coins';
import Eye from 'lucide-react/icons/eye';
import FlaskConical from 'lucide-react/icons/flask-conical';
import Info from 'lucide-react/icons/info';
import Mail from 'lucide-react/icons/mail';
import MailPlus from 'lucide-react/icons/mail-plus';
import Rocket from 'lucide-react/icons/rocket';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import Swords from 'lucide-react/icons/swords';
import Users from 'lucide-react/icons/users';
import Warehouse from 'lucide-react/icons/warehouse';
import { MESSAGE_PRIORITIES, type MessagePriority } from '@imperio/api-client';
import { categoryIcon, notificationIcon } from './MessageIcons.css';

const CATEGORY_ICONS: Record<string, LucideIcon> = {
  PLAYER_MESSAGE: Mail,
  BATTLE_REPORT: Swords,
  SYSTEM_MESSAGE: Info,
  ALLIANCE_MESSAGE: Users,
  TRADE_MESSAGE: Coins,
  ESPIONAGE_REPORT: Eye,
  EVENT_MESSAGE: CalendarDays,
};

/** A known priority, or NORMAL for missing and unknown values. */
export function normalPriority(priority: string | null | undefined): MessagePriority {
  return (MESSAGE_PRIORITIES as readonly string[]).includes(priority ?? '') ? (priority as MessagePriority) : 'NORMAL';
}

export interface CategoryIconProps {
  category: string | null | undefined;
  priority: string | null | undefined;
  /** Accessible name; omit when the text next to it already says it. */
  label?: string;
  size?: number;
}

/** The icon of a message category (spec p2 §2.7), coloured by priority (§9); Mail for unknown ones. */
export function CategoryIcon({ category, priority, label, size = 18 }: CategoryIconProps) {
  const Icon = CATEGORY_ICONS[category ?? ''] ?? Mail;
  const p = normalPriority(priority);
  return (
    <Icon
      size={size}
      className={categoryIcon({ priority: p })}
      data-priority={p}
      data-category={category ?? ''}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}

const NOTIFICATION_ICONS: Record<string, LucideIcon> = {
  BUILD_COMPLETE: Building2,
  RESEARCH_COMPLETE: FlaskConical,
  FLEET_ARRIVAL: Rocket,
  RESOURCE_FULL: Warehouse,
  ATTACK_WARNING: ShieldAlert,
  BATTLE_RESULT: Swords,
  MESSAGE_RECEIVED: MailPlus,
  ALLIANCE_INVITATION: Users,
};

/** Tone of a notification type (p1 §2.4): builds and research success, full and attack warning, battle error. */
export function notificationTypeTone(type: string | null | undefined): 'success' | 'warning' | 'error' | 'info' {
  if (type === 'BUILD_COMPLETE' || type === 'RESEARCH_COMPLETE') return 'success';
  if (type === 'RESOURCE_FULL' || type === 'ATTACK_WARNING') return 'warning';
  if (type === 'BATTLE_RESULT') return 'error';
  return 'info';
}

/** The icon per notification type (spec p2 §2.7), including ALLIANCE_INVITATION and MESSAGE_RECEIVED; a bell otherwise. */
export function NotificationTypeIcon({ type, size = 18 }: { type: string | null | undefined; size?: number }) {
  const Icon = NOTIFICATION_ICONS[type ?? ''] ?? Bell;
  return (
    <Icon
      size={size}
      aria-hidden="true"
      className={notificationIcon({ tone: notificationTypeTone(type) })}
      data-type={type ?? ''}
      data-default-icon={Icon === Bell ? '' : undefined}
    />
  );
}
