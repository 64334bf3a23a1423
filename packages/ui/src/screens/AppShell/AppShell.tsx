import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Dialog as RadixDialog } from 'radix-ui';
import { Bell, Globe, LayoutDashboard, LogOut, Mail, Menu, Rocket, X } from 'lucide-react';
import { config, notificationQueries, type User } from '@imperio/api-client';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { capCount, formatScore, levelFromPoints } from '../../lib/format';
import { useSession } from '../../state/session';
import * as styles from './AppShell.css';

/** The twelve links of the top bar, in the spec's order (p1 §2.3). */
export const NAV_LINKS = [
  'dashboard',
  'galaxy',
  'hangar',
  'fleet',
  'defense',
  'feature1',
  'simulator',
  'research',
  'trade',
  'buildings',
  'alliance',
  'messages',
] as const;

/** The four destinations of the phone tab bar (below 768 px, issue 16 item 1). */
export const TAB_LINKS = ['dashboard', 'galaxy', 'fleet', 'messages'] as const;

/** The links of the phone 'Más' sheet: every top-bar link that is not a tab, in the spec's order. */
export const MORE_LINKS = NAV_LINKS.filter((key) => !(TAB_LINKS as readonly string[]).includes(key));

const TAB_ICONS = { dashboard: LayoutDashboard, galaxy: Globe, fleet: Rocket, messages: Mail } as const;

/**
 * The label of the user chip (p1 §2.3): the score as the dashboard shows it ('15,8K pts', es;
 * '15.8K pts', en: points in thousands with the K of p1 §9) when the user has points, else
 * 'Nivel' + level.
 * @param t a translator of the `common` namespace (keys 'score', 'level')
 * @param language the interface language
 */
export function userChipMeta(user: Pick<User, 'points'> | null | undefined, t: (key: 'score' | 'level', values: Record<string, unknown>) => string, language: string): string {
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

/**
 * The authenticated shell (spec p1 §2.3): twelve links with an active state, the bell with the
 * pending count (every 30 s, '99+' cap, a failure reads 0), the user chip, logout, and the
 * theme and language switches. Below 768 px (issue 16 item 1) the header keeps only the logo
 * and the user chip in one row, and a bottom tab bar carries Centro de Mando, Galaxia, Flota,
 * Mensajes (with the pending badge) and 'Más', a sheet (Radix Dialog) with the other links,
 * the switches and logout.
 */
export function AppShell({ children, onLogout, overlay }: AppShellProps) {
  const { t, i18n } = useTranslation('shell');
  const { t: tc } = useTranslation();
  // The names of codes (entities) are not in the first chunk: the shell waits for them, so no
  // screen inside it shows a server's label before the client's name.
  useTranslation('entities');
  const session = useSession();
  const counts = useQuery({ ...notificationQueries.counts(), enabled: session !== null });
  const pending = counts.isError ? 0 : (counts.data?.pending_count ?? 0);
  const user = session?.user;
  const name = user?.display_name?.trim() || t('userFallback');
  const badge = capCount(pending, config.limits.badgeCap);
  const [moreOpen, setMoreOpen] = useState(false);
  const { pathname } = useLocation();
  const moreActive = MORE_LINKS.some((key) => pathname === `/${key}` || pathname.startsWith(`/${key}/`)) || pathname.startsWith('/profile');

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <Link to="/dashboard" className={styles.brand}>
          IMPERIO
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <ul className={styles.navList}>
            {NAV_LINKS.map((key) => (
              <li key={key}>
                <NavLink to={`/${key}`} className={styles.navLink}>
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          <div className={styles.switches}>
            <PreferenceSwitches />
          </div>
          <Link to="/messages" className={styles.bell} aria-label={t('bell', { count: badge })}>
            <Bell size={20} aria-hidden="true" />
            {pending > 0 ? (
              <Badge tone="danger" className={styles.bellBadge} data-testid="bell-count">
                {badge}
              </Badge>
            ) : null}
          </Link>
          <NavLink to="/profile" className={styles.chip} data-testid="user-chip">
            <span className={styles.chipName}>{name}</span>
            <span className={styles.chipMeta}>{userChipMeta(user, (key, values) => tc(key, values), i18n.language)}</span>
          </NavLink>
          <Button variant="ghost" size="sm" onClick={onLogout} className={styles.hideOnPhone}>
            <LogOut size={16} aria-hidden="true" />
            {t('logout')}
          </Button>
        </div>
      </header>
      {overlay}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <nav aria-label={t('tabs.label')} className={styles.tabBar} data-testid="tab-bar">
        <ul className={styles.tabList}>
          {TAB_LINKS.map((key) => {
            const Icon = TAB_ICONS[key];
            return (
              <li key={key} className={styles.tabItem}>
                <NavLink to={`/${key}`} className={styles.tab}>
                  <span className={styles.tabIcon}>
                    <Icon size={20} aria-hidden="true" />
                    {key === 'messages' && pending > 0 ? (
                      <Badge tone="danger" className={styles.tabBadge} data-testid="tab-count" aria-hidden="true">
                        {badge}
                      </Badge>
                    ) : null}
                  </span>
                  <span className={styles.tabLabel}>{t(`nav.${key}`)}</span>
                  {key === 'messages' && pending > 0 ? <span className={styles.srOnly}>{t('tabs.pending', { count: badge })}</span> : null}
                </NavLink>
              </li>
            );
          })}
          <li className={styles.tabItem}>
            <RadixDialog.Root open={moreOpen} onOpenChange={setMoreOpen}>
              <RadixDialog.Trigger className={styles.tab} data-active={moreActive || undefined}>
                <span className={styles.tabIcon}>
                  <Menu size={20} aria-hidden="true" />
                </span>
                <span className={styles.tabLabel}>{t('tabs.more')}</span>
              </RadixDialog.Trigger>
              <RadixDialog.Portal>
                <RadixDialog.Overlay className={styles.sheetOverlay} />
                <RadixDialog.Content className={styles.sheet} aria-describedby={undefined}>
                  <div className={styles.sheetHeader}>
                    <RadixDialog.Title className={styles.sheetTitle}>{t('tabs.moreTitle')}</RadixDialog.Title>
                    <RadixDialog.Close className={styles.sheetClose} aria-label={t('tabs.close')}>
                      <X size={20} aria-hidden="true" />
                    </RadixDialog.Close>
                  </div>
                  <nav aria-label={t('tabs.moreLabel')}>
                    <ul className={styles.sheetList}>
                      {MORE_LINKS.map((key) => (
                        <li key={key}>
                          <NavLink to={`/${key}`} className={styles.sheetLink} onClick={() => setMoreOpen(false)}>
                            {t(`nav.${key}`)}
                          </NavLink>
                        </li>
                      ))}
                      <li>
                        <NavLink to="/profile" className={styles.sheetLink} onClick={() => setMoreOpen(false)}>
                          {t('profile', { name })}
                        </NavLink>
                      </li>
                    </ul>
                  </nav>
                  <div className={styles.sheetFooter}>
                    <PreferenceSwitches />
                    <Button
                      variant="ghost"
                      onClick={() => {
                        setMoreOpen(false);
                        onLogout();
                      }}
                    >
                      <LogOut size={16} aria-hidden="true" />
                      {t('logout')}
                    </Button>
                  </div>
                </RadixDialog.Content>
              </RadixDialog.Portal>
            </RadixDialog.Root>
          </li>
        </ul>
      </nav>
    </div>
  );
}
