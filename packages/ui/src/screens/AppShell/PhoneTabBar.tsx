import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import Menu from 'lucide-react/icons/menu';
import { isRouteActive, routeTable } from '../../routes';
import { useDeferredTrigger } from '../../lib/useDeferredTrigger';
import { UnreadBadge, UnreadText } from './UnreadBadge';
import { useTabPins } from './tabPins';
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

/**
 * The phone and tablet navigation (below 1025 px): a bottom tab bar with four destinations
 * (by default the game loop: Centro de Mando, Edificios, Flota, Galaxia; the player can pin
 * others from 'Más', kept per device: tabPins) and 'Más', a sheet (Radix Dialog) with the other
 * screens, the pinning, the profile, the search, the theme and language switches and logout.
 * The unread badge of messages and notifications rides on Mensajes when it is a tab, else on
 * 'Más'. Every entry is a link or button of at least 44×44 px, reachable by Tab and named for
 * screen readers.
 */
export function PhoneTabBar({ name, onLogout, onOpenPalette }: PhoneTabBarProps) {
  const { t } = useTranslation('shell');
  const [moreOpen, setMoreOpen] = useState(false);
  const { pathname } = useLocation();
  const { paths } = useTabPins();
  const tabs = paths.map((path) => routeTable.find((route) => route.path === path)!);
  const { Widget: MoreSheet, ...deferred } = useDeferredTrigger(loadMoreSheet);
  const lookAlike = deferred.lookAlike('dialog');
  const messagesInBar = paths.includes('messages');
  const moreActive =
    routeTable.some(({ path }) => !paths.includes(path) && path !== 'profile' && isRouteActive(pathname, path)) ||
    isRouteActive(pathname, 'profile');
  const moreTrigger = (
    <>
      <span className={styles.tabIcon}>
        <Menu size={20} aria-hidden="true" />
        {messagesInBar ? null : <UnreadBadge className={styles.tabBadge} withText={false} />}
      </span>
      <span className={styles.tabLabel}>{t('tabs.more')}</span>
      {messagesInBar ? null : <UnreadText />}
    </>
  );
  return (
    <nav aria-label={t('tabs.label')} className={styles.tabBar} data-testid="tab-bar">
      <ul className={styles.tabList}>
        {tabs.map(({ path, labelKey, icon: Icon }) => (
          <li key={path} className={styles.tabItem}>
            <NavLink to={`/${path}`} className={styles.tab}>
              <span className={styles.tabIcon}>
                <Icon size={20} aria-hidden="true" />
                {path === 'messages' ? <UnreadBadge className={styles.tabBadge} withText={false} /> : null}
              </span>
              <span className={styles.tabLabel}>{t(labelKey)}</span>
              {path === 'messages' ? <UnreadText /> : null}
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
