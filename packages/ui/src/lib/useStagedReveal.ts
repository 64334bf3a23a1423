import { startTransition, useEffect, useState } from 'react';

/** The next frame's callback, or a 16 ms timer where there are no frames (jsdom). */
const nextFrame = (callback: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(callback, 16);
  return () => clearTimeout(id);
};

/**
 * Progressive reveal of a large screen (short tasks on a phone). Takes the
 * number of parts the screen is drawn in (≥ 1) and returns how many to draw now: 1 on the first
 * render, then one more after each part has been painted (a frame, then a timer, then a
 * transition), until `stages`. Each part is committed and laid out in tasks of its own instead
 * of the whole screen in one long task; the parts after the first should be those below the
 * fold, drawn in the screen's order so nothing above them moves. Never throws.
 * @returns an integer from 1 to `stages`
 */
export function useStagedReveal(stages: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= stages) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the frame that paints the current parts: a timer set inside the frame's callback
    // runs once that frame is on screen.
    const cancelFrame = nextFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    });
    return () => {
      cancelFrame();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [shown, stages]);
  return Math.min(shown, stages);
}
