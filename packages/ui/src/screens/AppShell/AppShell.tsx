import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import Bell from 'lucide-react/icons/bell';
import Keyboard from 'lucide-react/icons/keyboard';
import LogOut from 'lucide-react/icons/log-out';
import Search from 'lucide-react/icons/search';
import type { User } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { formatScore, levelFromPoints } from '../../lib/format';
import { useSession } from '../../state/session';
import { navRoutes } from '../../routes';
import { ShellPlanetSwitcher, ShellResourceBar } from './Cockpit';
import { AttackChip } from './AttackChip';
import { PhoneTabBar } from './PhoneTabBar';
import { UnreadBadge, UnreadProvider } from './UnreadBadge';
import { ShellCommands } from './ShellCommands';
import { useShellCommands } from './useShellCommands';
import { usePendingBadge } from './usePendingBadge';
import { useShellTopHeight } from './useShellTopHeight';
import { SpyActionsContext, type SpyActionsRenderer } from '../../components/MissionReports/spyActionsContext';
import * as styles from './AppShell.css';

// The fleet and galaxy hooks behind the spy actions load with the first spy report a notification opens, not with the shell.
const SpyActions = lazy(() => import('../Reports/SpyActions').then((m) => ({ default: m.SpyActions })));
/** A spy report opened from a notification pop-up gets the reports dialog's actions. */
const shellSpyActions: SpyActionsRenderer = (plan, leave) => (
  <Suspense fallback={null}>
    <SpyActions {...plan} onLeave={leave} />
  </Suspense>
);

/**
 * The label of the user chip (p1 §2.3): the score as the dashboard shows it ('15,8K pts', es;
 * '15.8K pts', en: points in thousands with the K of p1 §9) when the user has points, else
 * 'Nivel' + level.
 * @param t a translator of the `common` namespace (keys 'score', 'level')
 * @param language the interface language
 */
export function userChipMeta(
  user: Pick<User, 'points'> | null | undefined,
  t: (key: 'score' | 'level', values: Record<string, unknown>) => string,
  language: string,
): string {
  const points = Number(user?.points);
  if (Number.isFinite(points) && points > 0) return t('score', { value: formatScore(points, language) });
  return t('level', { level: levelFromPoints(user?.points) });
}

export interface AppShellProps {
  children: ReactNode;
  /** Logs out (the app posts the refresh token and clears the session). */
  onLogout: () => void;
  /** Rendered above the content: the notification overlay. */
  overlay?: ReactNode;
}

/** The bell: a link to Mensajes with the pending count (its own component: a new count re-renders only it). */
function ShellBell() {
  const { t } = useTranslation('shell');
  const { pending, badge } = usePendingBadge();
  return (
    <Link to="/messages" className={styles.bell} aria-label={t('bell', { count: badge })}>
      <Bell size={20} aria-hidden="true" />
      {pending > 0 ? (
        <Badge tone="danger" className={styles.bellBadge} data-testid="bell-count">
          {badge}
        </Badge>
      ) : null}
    </Link>
  );
}

/** Initials for the phone's user chip: 'Almirante Demo' → 'AD'. */
function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase());
  return letters.join('') || '?';
}

/**
 * The authenticated shell (spec p1 §2.3, §2.1 'Routes'): the twelve
 * links of the route table with an active state (Mensajes with the unread badge of messages and
 * notifications), the active planet with previous/next and the
 * list, the bell with the pending count of the pop-ups (every 30 s, '99+' cap, a failure reads 0), the user
 * chip, logout, the theme and language switches, the search (Ctrl/⌘ K) and the shortcuts help
 * ('?'); below the header, the active planet's resource bar, the attack chip while an attack
 * warning is unread, and the notification strip (the `overlay`). Below 1025 px (phones and
 * tablets) the header is one row (logo, active planet, user chip; at most 56 px below 768 px) and
 * a bottom tab bar with 'Más' carries the navigation (PhoneTabBar).
 */
export function AppShell({ children, onLogout, overlay }: AppShellProps) {
  const { t, i18n } = useTranslation('shell');
  const { t: tc } = useTranslation();
  // The names of codes (entities) are not in the first chunk: the shell waits for them, so no
  // screen inside it shows a server's label before the client's name.
  useTranslation('entities');
  const session = useSession();
  const user = session?.user;
  const name = user?.display_name?.trim() || t('userFallback');
  const commands = useShellCommands();
  const { shellRef, topRef } = useShellTopHeight();

  return (
    <UnreadProvider>
      <div className={styles.shell} ref={shellRef}>
        <a href="#main" className={styles.skip}>
          {t('skipToContent')}
        </a>
        <div className={styles.top} ref={topRef}>
          <header className={styles.header}>
            <Link to="/dashboard" className={styles.brand}>
              IMPERIO
            </Link>
            <div className={styles.planet}>
              <ShellPlanetSwitcher />
            </div>
            <nav aria-label={t('nav.label')} className={styles.nav}>
              <ul className={styles.navList}>
                {navRoutes.map(({ path, labelKey }) => (
                  <li key={path}>
                    <NavLink to={`/${path}`} className={styles.navLink}>
                      {t(labelKey)}
                      {path === 'messages' ? <UnreadBadge className={styles.navBadge} /> : null}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => commands.setPaletteOpen(true)}
                aria-keyshortcuts="Control+K Meta+K"
              >
                <Search size={18} aria-hidden="true" />
                <span className={styles.srOnly}>{t('palette.open')}</span>
                <kbd className={styles.kbd} aria-hidden="true">
                  {t('palette.hint')}
                </kbd>
              </button>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => commands.setHelpOpen(true)}
                aria-keyshortcuts="?"
                aria-label={t('shortcuts.open')}
              >
                <Keyboard size={18} aria-hidden="true" />
              </button>
              <div className={styles.switches}>
                <PreferenceSwitches />
              </div>
              <ShellBell />
              <NavLink to="/profile" className={styles.chip} data-testid="user-chip">
                <span className={styles.chipAvatar} aria-hidden="true">
                  {initials(name)}
                </span>
                <span className={styles.chipText}>
                  <span className={styles.chipName}>{name}</span>
                  <span className={styles.chipMeta}>{userChipMeta(user, (key, values) => tc(key, values), i18n.language)}</span>
                </span>
              </NavLink>
              <Button variant="ghost" size="sm" onClick={onLogout} className={styles.hideOnPhone}>
                <LogOut size={16} aria-hidden="true" />
                {t('logout')}
              </Button>
            </div>
          </header>
          <div className={styles.cockpit}>
            <ShellResourceBar />
          </div>
          <AttackChip />
          {/* In the sticky top's flow, under the header and the resource bar: a pop-up pushes the page down instead of covering its title or actions. */}
          <SpyActionsContext value={shellSpyActions}>{overlay}</SpyActionsContext>
        </div>
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <PhoneTabBar name={name} onLogout={onLogout} onOpenPalette={() => commands.setPaletteOpen(true)} />
        <ShellCommands commands={commands} />
      </div>
    </UnreadProvider>
  );
}
