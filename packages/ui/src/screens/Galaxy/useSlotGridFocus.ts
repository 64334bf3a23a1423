import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { config } from '@imperio/api-client';
import type { Coordinates } from '../../lib/coordinates';
import { canStep, gridMove, step } from '../../lib/galaxy';

const POSITIONS = config.limits.positionsPerSystem;

export interface SlotGridFocusOptions {
  here: { galaxy: number; system: number };
  /** `g:s` of the system asked for. */
  systemKey: string;
  /** `g:s` of the system whose data is on screen, or null while none is. */
  loadedKey: string | null;
  /** The position the address points at (the first focus goes there). */
  highlight: number | undefined;
  /** Slots per row: 5 in the desktop grid, 1 in the phone list. */
  columns: number;
  goTo: (place: Coordinates) => void;
}

export interface SlotGridFocus {
  /** Index (0–14) of the slot that holds the roving tab stop. */
  focusIndex: number;
  setFocusIndex: (index: number) => void;
  /** Ref callback for the slot button at `index`. */
  slotRef: (index: number) => (element: HTMLButtonElement | null) => void;
  /** The slot button at `index` (0–14), when it is on screen. */
  slotElement: (index: number) => HTMLButtonElement | null;
  /** Arrow keys, Home and End in the grid; past its ends they change system. */
  onGridKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  /** After a `g:s:p` jump: focus position `p` once that system is on screen. */
  focusWhenLoaded: (place: Required<Coordinates>) => void;
}

/**
 * The roving keyboard focus of the 15 slots (WAI-ARIA grid pattern; spec p1 §2.6 leaves the keys
 * open): one slot is tabbable, the arrows move the focus, and leaving the grid's first or last
 * slot steps to the previous or next system, where the focus lands once its data has loaded.
 */
export function useSlotGridFocus({ here, systemKey, loadedKey, highlight, columns, goTo }: SlotGridFocusOptions): SlotGridFocus {
  const [focusIndex, setFocusIndex] = useState(() => (highlight ? highlight - 1 : 0));
  const slotRefs = useRef<Array<HTMLButtonElement | null>>([]);
  /** The system whose grid should take focus once it has loaded. */
  const pendingFocus = useRef<string | null>(null);
  /** Bumped to ask for the focus again when the target system is already on screen. */
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (pendingFocus.current && pendingFocus.current === loadedKey && loadedKey === systemKey) {
      pendingFocus.current = null;
      slotRefs.current[focusIndex]?.focus();
    }
  }, [loadedKey, systemKey, focusIndex, focusRequest]);

  const slotRef = useCallback(
    (index: number) => (element: HTMLButtonElement | null) => {
      slotRefs.current[index] = element;
    },
    [],
  );

  const focusWhenLoaded = useCallback((place: Required<Coordinates>) => {
    setFocusIndex(place.position - 1);
    pendingFocus.current = `${place.galaxy}:${place.system}`;
    setFocusRequest((n) => n + 1);
  }, []);

  const onGridKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = gridMove(index, event.key, columns, POSITIONS);
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (target === 'previous' || target === 'next') {
      const delta = target === 'previous' ? -1 : 1;
      if (!canStep(here, 'system', delta)) return;
      const next = step(here, 'system', delta);
      setFocusIndex(target === 'previous' ? POSITIONS - 1 : 0);
      pendingFocus.current = `${next.galaxy}:${next.system}`;
      goTo(next);
      return;
    }
    setFocusIndex(target);
    slotRefs.current[target]?.focus();
  };

  const slotElement = useCallback((index: number) => slotRefs.current[index] ?? null, []);

  return { focusIndex, setFocusIndex, slotRef, slotElement, onGridKeyDown, focusWhenLoaded };
}
