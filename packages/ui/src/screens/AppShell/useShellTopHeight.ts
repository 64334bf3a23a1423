import { useLayoutEffect, useRef } from 'react';
import { SHELL_TOP_PROPERTY } from '../../theme/tokens';

/**
 * Publishes the height of the shell's sticky top (header, resource bar, attack chip, pop-up
 * strip) as the custom property `SHELL_TOP_PROPERTY` on the shell's root, in px, kept current
 * with a ResizeObserver (the chip and the pop-ups come and go); '0px' where the top is not
 * sticky (a short screen, where it scrolls away). Side columns read it to stick just below.
 * First written by the observer's first call, after the first layout (never in the commit);
 * without ResizeObserver, at once.
 * @returns refs for the shell's root and its sticky top
 */
export function useShellTopHeight() {
  const shellRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const shell = shellRef.current;
    const top = topRef.current;
    if (!shell || !top) return;
    const write = () => {
      const sticky = getComputedStyle(top).position === 'sticky';
      shell.style.setProperty(SHELL_TOP_PROPERTY, `${sticky ? Math.ceil(top.getBoundingClientRect().height) : 0}px`);
    };
    // The top's position changes with the screen's height (a phone turned), not with its size.
    window.addEventListener('resize', write);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(write);
    // The observer's first call comes after the browser's next layout, where reading the top's
    // style and height costs nothing. Read here, in the commit, they forced the style and layout
    // of the whole first screen inside React's commit task: one task of 215 ms in a cold
    // dashboard's trace (57 ms of it this read) instead of the commit and the layout apart.
    if (observer) observer.observe(top);
    else write();
    return () => {
      window.removeEventListener('resize', write);
      observer?.disconnect();
    };
  }, []);
  return { shellRef, topRef };
}
