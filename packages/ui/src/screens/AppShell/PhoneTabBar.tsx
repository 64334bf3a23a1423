import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import Menu from 'lucide-react/icons/menu';
import { Badge } from '../../primitives/Badge';
import { isRouteActive, moreRoutes, tabRoutes } from '../../routes';
import { useDeferredTrigger } from '../../lib/useDeferredTrigger';
import { usePendingBadge } from './usePendingBadge';
import * as styles from './AppShell.css';

// The 'Más' sheet (Radix Dialog, with its focus and scroll layers) loads after the shell's first
// paint, in a task of its own, and mounts when the player reaches for it, keeping the first paint light.
const loadMoreSheet = () => import('./MoreSheet').then((m) => m.MoreSheet);

export interface PhoneTabBarProps {
  /** The commander's name, for the profile link of the sheet. */
  name: string;
  onLogout: () => void;
  /** Opens the command palette (the sheet's search entry). */
  onOpenPalette: () => void;
}

/** The pending count on the Mensajes tab (none at 0); its own component, so a new count re-renders only it. */
function TabBadge() {
  const { pending, badge } = usePendingBadge();
  if (pending <= 0) return null;
  return (
    <Badge tone="danger" className={styles.tabBadge} data-testid="tab-count" aria-hidden="true">
      {badge}
    </Badge>
  );
}

/** The pending count read out with the Mensajes tab's name (the badge itself is hidden from screen readers). */
function TabBadgeText() {
  const { t } = useTranslation('shell');
  const { pending, badge } = usePendingBadge();
  return pending > 0 ? <span className={styles.srOnly}>{t('tabs.pending', { count: badge })}</span> : null;
}

/**
 * The phone and tablet navigation (below 1025 px): a bottom tab bar with the route table's
 * four tabs (Mensajes with the pending badge, also read out) and 'Más', a sheet (Radix Dialog)
 * with the other screens, the profile, the search, the theme and language switches and logout.
 * Every entry is a link or button of at least 44×44 px, reachable by Tab and named for screen
 * readers.
 */
export function PhoneTabBar({ name, onLogout, onOpenPalette }: PhoneTabBarProps) {
  const { t } = useTranslation('shell');
  const [moreOpen, setMoreOpen] = useState(false);
  const { pathname } = useLocation();
  const { Widget: MoreSheet, ...deferred } = useDeferredTrigger(loadMoreSheet);
  const lookAlike = deferred.lookAlike('dialog');
  const moreActive = moreRoutes.some(({ path }) => isRouteActive(pathname, path)) || isRouteActive(pathname, 'profile');
  const moreTrigger = (
    <>
      <span className={styles.tabIcon}>
        <Menu size={20} aria-hidden="true" />
      </span>
      <span className={styles.tabLabel}>{t('tabs.more')}</span>
    </>
  );
  return (
    <nav aria-label={t('tabs.label')} className={styles.tabBar} data-testid="tab-bar">
      <ul className={styles.tabList}>
        {tabRoutes.map(({ path, labelKey, icon: Icon }) => (
          <li key={path} className={styles.tabItem}>
            <NavLink to={`/${path}`} className={styles.tab}>
              <span className={styles.tabIcon}>
                <Icon size={20} aria-hidden="true" />
                {path === 'messages' ? <TabBadge /> : null}
              </span>
              <span className={styles.tabLabel}>{t(labelKey)}</span>
              {path === 'messages' ? <TabBadgeText /> : null}
            </NavLink>
          </li>
        ))}
        <li className={styles.tabItem}>
          {MoreSheet ? (
            <MoreSheet
              open={moreOpen}
              onOpenChange={setMoreOpen}
              trigger={moreTrigger}
              active={moreActive}
              name={name}
              onOpenPalette={onOpenPalette}
              onLogout={onLogout}
              autoFocus={deferred.focusOnLoad}
            />
          ) : (
            // Until the player reaches for the sheet: the same button; a press opens the sheet.
            <button
              className={styles.tab}
              data-active={moreActive || undefined}
              {...lookAlike}
              onClick={() => {
                lookAlike.onClick();
                setMoreOpen(true);
              }}
            >
              {moreTrigger}
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
