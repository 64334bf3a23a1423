import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as RadixDialog from 'radix-ui/dialog';
import Info from 'lucide-react/icons/info';
import X from 'lucide-react/icons/x';
import { Button } from '../../primitives/Button';
import { Inline } from '../../primitives/Inline';
import * as styles from './SystemSheet.css';

export interface SystemSheetProps {
  /** The panel shown in the sheet (the system's facts and the legend). */
  children: ReactNode;
}

/**
 * The side panel on phones (no room beside the list): a full-width button under the list opens it as a
 * bottom sheet (radix Dialog: focus trapped, Esc and the × close it, focus returns to the button).
 */
export function SystemSheet({ children }: SystemSheetProps) {
  const { t } = useTranslation('galaxy');
  return (
    <RadixDialog.Root>
      <RadixDialog.Trigger asChild>
        <Button className={styles.trigger} block>
          <Info size={18} aria-hidden="true" />
          {t('panel.title')}
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content className={styles.sheet} aria-describedby={undefined}>
          <Inline gap="md" justify="space-between" wrap={false} marginBottom="md">
            <RadixDialog.Title className={styles.title}>{t('panel.title')}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button variant="ghost" className={styles.close} aria-label={t('details.close')}>
                <X size={20} aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </Inline>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
