import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PaletteScreen } from '../../components/CommandPalette';
import type { ShortcutLine } from '../../components/ShortcutsHelp';
import { useOpenedOnce } from '../../lib/useOpenedOnce';
import { routeTable } from '../../routes';
import { useSelectedPlanet } from '../../state/selectedPlanet';
import type { ShellCommands as Commands } from './useShellCommands';

// Loaded the first time each is opened: cmdk and the dialogs stay off the
// dashboard's start-up path.
const CommandPalette = lazy(() => import('../../components/CommandPalette').then((m) => ({ default: m.CommandPalette })));
const ShortcutsHelp = lazy(() => import('../../components/ShortcutsHelp').then((m) => ({ default: m.ShortcutsHelp })));

/**
 * The command palette and the shortcuts help of the shell, named from the route table and fed
 * with the own planets (state/selectedPlanet). Takes the open state from `useShellCommands`.
 * Each is loaded and mounted the first time it opens, then stays mounted (its closing animation
 * and focus return work as before).
 */
export function ShellCommands({ commands }: { commands: Commands }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { planet, planets, select } = useSelectedPlanet();
  const screens = useMemo<PaletteScreen[]>(
    () => routeTable.map(({ path, labelKey, icon, shortcut }) => ({ href: `/${path}`, label: t(labelKey), icon, shortcut })),
    [t],
  );
  const lines = useMemo<ShortcutLine[]>(
    () =>
      screens.flatMap(({ label, shortcut }) =>
        shortcut ? [{ keys: [shortcut.toUpperCase()], action: t('shortcuts.goTo', { screen: label }) }] : [],
      ),
    [screens, t],
  );
  const paletteUsed = useOpenedOnce(commands.paletteOpen);
  const helpUsed = useOpenedOnce(commands.helpOpen);
  return (
    <>
      {paletteUsed ? (
        <Suspense fallback={null}>
          <CommandPalette
            open={commands.paletteOpen}
            onOpenChange={commands.setPaletteOpen}
            screens={screens}
            planets={planets}
            selectedPlanetId={planet?.id ?? null}
            onNavigate={(href) => void navigate(href)}
            onSelectPlanet={select}
          />
        </Suspense>
      ) : null}
      {helpUsed ? (
        <Suspense fallback={null}>
          <ShortcutsHelp
            open={commands.helpOpen}
            onOpenChange={commands.setHelpOpen}
            lines={lines}
            singleKeys={commands.singleKeys}
            onSingleKeysChange={commands.setSingleKeys}
          />
        </Suspense>
      ) : null}
    </>
  );
}
