import { useTranslation } from 'react-i18next';
import { Dialog } from '../../primitives/Dialog';
import { Box } from '../../primitives/Box';
import { Checkbox } from '../../primitives/Checkbox';
import * as styles from './ShortcutsHelp.css';

/** One line of the help: the key(s) as shown and what they do. */
export interface ShortcutLine {
  keys: readonly string[];
  action: string;
}

export interface ShortcutsHelpProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The single-key shortcuts of the screens (from the route table), already named. */
  lines: readonly ShortcutLine[];
  /** Whether single-key shortcuts are on. */
  singleKeys: boolean;
  /** Turns single-key shortcuts on or off (WCAG 2.1.4: a player can switch them off). */
  onSingleKeysChange: (on: boolean) => void;
}

/**
 * The '?' help: every keyboard shortcut of the shell in a table, Ctrl/⌘ K
 * and '?' first, then one letter per main screen, with the switch that turns the single-key
 * shortcuts off. A Radix dialog (focus trapped, Esc closes). Props only.
 */
export function ShortcutsHelp({ open, onOpenChange, lines, singleKeys, onSingleKeysChange }: ShortcutsHelpProps) {
  const { t } = useTranslation('shell');
  const all: ShortcutLine[] = [
    { keys: ['Ctrl', 'K'], action: t('shortcuts.palette') },
    { keys: ['?'], action: t('shortcuts.help') },
    ...lines,
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shortcuts.title')}
      closeLabel={t('tabs.close')}
      description={t('shortcuts.hint')}
    >
      <table className={styles.table} data-testid="shortcuts-table">
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.key')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {all.map(({ keys, action }) => (
            <tr key={keys.join('+')} data-disabled={(!singleKeys && keys.length === 1 && keys[0] !== '?') || undefined}>
              <td className={styles.keys}>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' + ' : null}
                    <kbd className={styles.kbd}>{key}</kbd>
                  </span>
                ))}
              </td>
              <td>{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Box marginTop="md">
        <Checkbox label={t('shortcuts.enabled')} checked={singleKeys} onCheckedChange={onSingleKeysChange} />
      </Box>
    </Dialog>
  );
}
