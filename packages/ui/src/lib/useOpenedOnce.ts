import { useState } from 'react';

/**
 * Whether a popup (a dialog, a sheet) has been open at least once: its Radix parts mount then and
 * stay mounted, so the closing animation and the focus return work as before. A closed Radix
 * Dialog mounted with its screen is not free: each `Presence` (the overlay's, the content's)
 * dispatches a state update in a layout effect on mount, and an update scheduled while React
 * commits is synchronous, which makes React run every pending passive effect of that commit in
 * the same task before re-rendering. In a cold dashboard's trace the shell's two closed
 * notification dialogs put the whole shell's mount effects (30-60 ms) into the commit's task,
 * before the first paint. Derived during render (React's pattern for state from props).
 * @param open whether the popup is open now
 * @returns true from the first render where `open` is true on
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
