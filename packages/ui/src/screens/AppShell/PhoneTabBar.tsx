import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import * as RadixDialog from 'radix-ui/dialog';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { isRouteActive, moreRoutes, tabRoutes } from '../../routes';
import { usePendingBadge } from './usePendingBadge';
import * as styles from './AppShell.css';

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
 * The phone and tablet navigation (below 1025 px, issue 16 items 1 and 3): a bottom tab bar with the route table's
 * four tabs (Mensajes with the pending badge, also read out) and 'Más', a sheet (Radix Dialog)
 * with the other screens, the profile, the search, the theme and language switches and logout.
 * Every entry is a link or button of at least 44×44 px, reachable by Tab and named for screen
 * readers.
 */
export function PhoneTabBar({ name, onLogout, onOpenPalette }: PhoneTabBarProps) {
  const { t } = useTranslation('shell');
  const [moreOpen, setMoreOpen] = useState(false);
  const { pathname } = useLocation();
  /** A sheet action: closes the sheet, then does `action`. */
  const closeThen = (action: () => void) => () => {
    setMoreOpen(false);
    action();
  };
  const moreActive = moreRoutes.some(({ path }) => isRouteActive(pathname, path)) || isRouteActive(pathname, 'profile');
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
                <Inline justify="space-between" wrap={false}>
                  <RadixDialog.Title className={styles.sheetTitle}>{t('tabs.moreTitle')}</RadixDialog.Title>
                  <RadixDialog.Close className={styles.sheetClose} aria-label={t('tabs.close')}>
                    <X size={20} aria-hidden="true" />
                  </RadixDialog.Close>
                </Inline>
                <nav aria-label={t('tabs.moreLabel')}>
                  <ul className={styles.sheetList}>
                    {moreRoutes.map(({ path, labelKey, icon: Icon }) => (
                      <li key={path}>
                        <NavLink to={`/${path}`} className={styles.sheetLink} onClick={() => setMoreOpen(false)}>
                          <Icon size={18} aria-hidden="true" />
                          {t(labelKey)}
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
                  <Button variant="ghost" onClick={closeThen(onOpenPalette)}>
                    <Search size={16} aria-hidden="true" />
                    {t('palette.open')}
                  </Button>
                  <PreferenceSwitches />
                  <Button variant="ghost" onClick={closeThen(onLogout)}>
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
  );
}
