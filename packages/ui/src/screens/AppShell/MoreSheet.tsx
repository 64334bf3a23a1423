import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import * as RadixDialog from 'radix-ui/dialog';
import LogOut from 'lucide-react/icons/log-out';
import Pin from 'lucide-react/icons/pin';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { navRoutes, routeTable, type RoutePath } from '../../routes';
import { pinTab, resetTabPins, useTabPins } from './tabPins';
import { UnreadBadge } from './UnreadBadge';
import * as styles from './AppShell.css';

export interface MoreSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the 'Más' tab shows (icon and label). */
  trigger: ReactNode;
  /** The current screen is one of the sheet's: the tab is marked active. */
  active: boolean;
  /** The commander's name, for the profile link. */
  name: string;
  onOpenPalette: () => void;
  onLogout: () => void;
  /** Focuses the tab on mount: the look-alike it replaces had the focus. */
  autoFocus?: boolean;
}

/**
 * The phone tab bar's 'Más' tab and sheet (Radix Dialog): the screens that are not in the bar
 * (Mensajes with the unread badge), each with a pin button that puts it in the bar in place of
 * a tab the player picks next; 'Restablecer la barra' when the bar is not the default one; the
 * profile, the search, the theme and language switches and logout. Its own chunk, loaded after
 * the shell's first paint, so it does not delay it.
 */
export function MoreSheet({ open, onOpenChange, trigger, active, name, onOpenPalette, onLogout, autoFocus }: MoreSheetProps) {
  const { t } = useTranslation('shell');
  const { paths, isDefault } = useTabPins();
  // The screen being pinned: the sheet then asks which tab it replaces.
  const [pinning, setPinning] = useState<RoutePath | null>(null);
  const rest = navRoutes.filter((route) => !paths.includes(route.path));
  const label = (path: RoutePath) => t(routeTable.find((route) => route.path === path)!.labelKey);
  /** A sheet action: closes the sheet, then does `action`. */
  const closeThen = (action: () => void) => () => {
    onOpenChange(false);
    action();
  };
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setPinning(null);
        onOpenChange(next);
      }}
    >
      <RadixDialog.Trigger className={styles.tab} data-active={active || undefined} autoFocus={autoFocus}>
        {trigger}
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
          {pinning ? (
            <section className={styles.pinChoice} aria-labelledby="pin-choice-title">
              <p id="pin-choice-title" className={styles.pinChoiceTitle}>
                {t('tabs.pinWhere', { screen: label(pinning) })}
              </p>
              <ul className={styles.sheetList}>
                {paths.map((path, slot) => (
                  <li key={path}>
                    <button
                      type="button"
                      className={styles.sheetLink}
                      onClick={() => {
                        pinTab(slot, pinning);
                        setPinning(null);
                      }}
                    >
                      {t('tabs.pinInstead', { screen: label(path) })}
                    </button>
                  </li>
                ))}
              </ul>
              <Button variant="ghost" onClick={() => setPinning(null)}>
                {t('tabs.pinCancel')}
              </Button>
            </section>
          ) : (
            <>
              <nav aria-label={t('tabs.moreLabel')}>
                <ul className={styles.sheetList}>
                  {rest.map(({ path, labelKey, icon: Icon }) => (
                    <li key={path} className={styles.sheetRow}>
                      <NavLink to={`/${path}`} className={styles.sheetLink} onClick={() => onOpenChange(false)}>
                        <Icon size={18} aria-hidden="true" />
                        {t(labelKey)}
                        {path === 'messages' ? <UnreadBadge className={styles.sheetBadge} /> : null}
                      </NavLink>
                      <button
                        type="button"
                        className={styles.pinButton}
                        aria-label={t('tabs.pin', { screen: t(labelKey) })}
                        onClick={() => setPinning(path)}
                      >
                        <Pin size={16} aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                  <li>
                    <NavLink to="/profile" className={styles.sheetLink} onClick={() => onOpenChange(false)}>
                      {t('profile', { name })}
                    </NavLink>
                  </li>
                </ul>
              </nav>
              {isDefault ? null : (
                <Button variant="ghost" onClick={resetTabPins}>
                  <RotateCcw size={16} aria-hidden="true" />
                  {t('tabs.reset')}
                </Button>
              )}
            </>
          )}
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
  );
}
