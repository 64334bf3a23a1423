import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SINGLE_KEY_SHORTCUTS_KEY, shortcutAction } from '../../lib/shortcuts';
import { routeTable } from '../../routes';

/** Single letter → URL, from the route table. */
const SHORTCUTS: Readonly<Record<string, string>> = Object.fromEntries(
  routeTable.flatMap((route) => (route.shortcut ? [[route.shortcut, `/${route.path}`]] : [])),
);

function readSingleKeys(): boolean {
  try {
    return localStorage.getItem(SINGLE_KEY_SHORTCUTS_KEY) !== 'off';
  } catch {
    return true;
  }
}

/** Whether a modal dialog other than the palette is open (its keys are its own). */
function otherDialogOpen(): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"]:not([data-testid="command-palette"]), [role="alertdialog"]') !== null;
}

export interface ShellCommands {
  paletteOpen: boolean;
  setPaletteOpen: (open: boolean) => void;
  helpOpen: boolean;
  setHelpOpen: (open: boolean) => void;
  singleKeys: boolean;
  setSingleKeys: (on: boolean) => void;
}

/**
 * The shell's keyboard: listens on the document for Ctrl/⌘ K (palette, a
 * second press closes it), '?' (help) and the route table's single letters (lib/shortcuts
 * decides; never while typing, never with a modifier, never over another open dialog). The
 * single-key switch is remembered in localStorage.
 * @returns the palette's and help's open state and the single-key switch
 */
export function useShellCommands(): ShellCommands {
  const navigate = useNavigate();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [singleKeys, setSingleKeysState] = useState(readSingleKeys);

  const setSingleKeys = useCallback((on: boolean) => {
    setSingleKeysState(on);
    try {
      localStorage.setItem(SINGLE_KEY_SHORTCUTS_KEY, on ? 'on' : 'off');
    } catch {
      // storage blocked: the choice lasts for this visit
    }
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutAction(event, SHORTCUTS, singleKeys);
      if (!action) return;
      if (action.type === 'palette') {
        if (otherDialogOpen() && !paletteOpen) return;
        event.preventDefault();
        setPaletteOpen(!paletteOpen);
        return;
      }
      if (paletteOpen || helpOpen || otherDialogOpen()) return;
      event.preventDefault();
      if (action.type === 'help') setHelpOpen(true);
      else void navigate(action.path);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, singleKeys, paletteOpen, helpOpen]);

  return useMemo(
    () => ({ paletteOpen, setPaletteOpen, helpOpen, setHelpOpen, singleKeys, setSingleKeys }),
    [paletteOpen, helpOpen, singleKeys, setSingleKeys],
  );
}
