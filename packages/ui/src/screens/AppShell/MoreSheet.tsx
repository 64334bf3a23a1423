import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import * as RadixDialog from 'radix-ui/dialog';
import LogOut from 'lucide-react/icons/log-out';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import { PreferenceSwitches } from '../../components/PreferenceSwitches';
import { moreRoutes } from '../../routes';
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
 * The phone tab bar's 'Más' tab and sheet (Radix Dialog): the screens that
 * are not tabs, the profile, the search, the theme and language switches and logout. Its own
 * chunk, loaded after the shell's first paint, so it does not delay it.
 */
export function MoreSheet({ open, onOpenChange, trigger, active, name, onOpenPalette, onLogout, autoFocus }: MoreSheetProps) {
  const { t } = useTranslation('shell');
  /** A sheet action: closes the sheet, then does `action`. */
  const closeThen = (action: () => void) => () => {
    onOpenChange(false);
    action();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
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
          <nav aria-label={t('tabs.moreLabel')}>
            <ul className={styles.sheetList}>
              {moreRoutes.map(({ path, labelKey, icon: Icon }) => (
                <li key={path}>
                  <NavLink to={`/${path}`} className={styles.sheetLink} onClick={() => onOpenChange(false)}>
                    <Icon size={18} aria-hidden="true" />
                    {t(labelKey)}
                  </NavLink>
                </li>
              ))}
              <li>
                <NavLink to="/profile" className={styles.sheetLink} onClick={() => onOpenChange(false)}>
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
  );
}
