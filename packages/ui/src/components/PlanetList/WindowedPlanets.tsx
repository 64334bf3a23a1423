import { useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { Planet } from '@imperio/api-client';
import * as styles from './PlanetList.css';

/** A row's height before it is measured, in px. */
const ROW_ESTIMATE = 64;

/** Where a windowed row sits: its index, the list's size, the measuring ref and its offset. */
export interface Placement {
  index: number;
  setSize: number;
  ref: Ref<HTMLLIElement>;
  style: CSSProperties;
}

/**
 * The planets of a long list (past PLANET_WINDOW_AFTER), windowed inside the card's scrolling
 * box (@tanstack/react-virtual): only the rows in view, plus 6 either side,
 * are rendered; `item` draws one row with its placement.
 */
export function WindowedPlanets({
  planets,
  item,
}: {
  planets: readonly Planet[];
  item: (planet: Planet, placement: Placement) => ReactNode;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualizer hands back functions that change without new references; nothing here is
  // memoised around them (no React Compiler), so the warning does not apply.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: planets.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => String(planets[index]!.id),
    overscan: 6,
    gap: 4,
  });
  return (
    <div ref={scroller} className={styles.windowScroller} data-testid="planet-list-window">
      <ul className={styles.windowList} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) =>
          item(planets[row.index]!, {
            index: row.index,
            setSize: planets.length,
            ref: virtualizer.measureElement,
            style: { position: 'absolute', insetInline: 0, top: 0, transform: `translateY(${row.start}px)` },
          }),
        )}
      </ul>
    </div>
  );
}
