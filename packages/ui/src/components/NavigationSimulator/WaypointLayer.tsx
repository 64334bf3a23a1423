import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { clampToMap, type Point } from '../../lib/navigation';
import type { NavigationAction } from './navigationReducer';
import * as styles from './NavigationSimulator.css';

const KEY_STEP = 10;
const KEY_STEP_LARGE = 50;

/** Converts a pointer position to map units (through the SVG's screen matrix), clamped to the map. */
export function toMapPoint(svg: SVGSVGElement | null, clientX: number, clientY: number): Point | null {
  const matrix = svg?.getScreenCTM?.();
  if (!svg || !matrix) return null;
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return clampToMap({ x: point.x, y: point.y });
}

export interface WaypointLayerProps {
  waypoints: readonly Point[];
  dispatch: (action: NavigationAction) => void;
  /** The map, to convert pointer positions. */
  svgRef: RefObject<SVGSVGElement | null>;
  /** The group, so the simulator can focus a waypoint after adding or removing one. */
  groupRef: RefObject<SVGGElement | null>;
  /** Asks the simulator to focus this waypoint (−1: the 'Añadir punto de ruta' button) after the change. */
  onFocusRequest: (index: number) => void;
  /** Id of the keyboard help the waypoints point at. */
  helpId: string;
}

/**
 * The route's waypoints (spec p2 §2.9 'draggable waypoints'): each is a focusable button,
 * dragged with the pointer, moved with the arrow keys (Shift: 50 units) and removed with
 * Delete or Backspace; a double click on one does not add another.
 */
export function WaypointLayer({ waypoints, dispatch, svgRef, groupRef, onFocusRequest, helpId }: WaypointLayerProps) {
  const { t } = useTranslation('designer');
  const dragging = useRef<number | null>(null);

  function onKey(index: number, event: KeyboardEvent<SVGGElement>) {
    const waypoint = waypoints[index];
    if (!waypoint) return;
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, Point> = {
      ArrowLeft: { x: waypoint.x - step, y: waypoint.y },
      ArrowRight: { x: waypoint.x + step, y: waypoint.y },
      ArrowUp: { x: waypoint.x, y: waypoint.y - step },
      ArrowDown: { x: waypoint.x, y: waypoint.y + step },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      dispatch({ type: 'moveWaypoint', index, point: move });
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onFocusRequest(index > 0 ? index - 1 : -1);
      dispatch({ type: 'removeWaypoint', index });
    }
  }

  function onPointerDown(index: number, event: PointerEvent<SVGGElement>) {
    event.stopPropagation();
    dragging.current = index;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onPointerMove(index: number, event: PointerEvent<SVGGElement>) {
    if (dragging.current !== index) return;
    const point = toMapPoint(svgRef.current, event.clientX, event.clientY);
    if (point) dispatch({ type: 'moveWaypoint', index, point });
  }

  function endDrag(event: PointerEvent<SVGGElement>) {
    dragging.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  }

  return (
    <g ref={groupRef}>
      {waypoints.map((waypoint, index) => (
        <g
          key={index}
          role="button"
          tabIndex={0}
          data-waypoint={index}
          aria-label={t('nav.waypointLabel', { n: index + 1, x: Math.round(waypoint.x), y: Math.round(waypoint.y) })}
          aria-describedby={helpId}
          className={styles.waypoint}
          transform={`translate(${waypoint.x.toFixed(2)} ${waypoint.y.toFixed(2)})`}
          onKeyDown={(event) => onKey(index, event)}
          onPointerDown={(event) => onPointerDown(index, event)}
          onPointerMove={(event) => onPointerMove(index, event)}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onDoubleClick={(event) => event.stopPropagation()}
        >
          <circle r={11} className={styles.waypointBody} />
          <text y={4} textAnchor="middle" className={styles.smallLabel} aria-hidden="true">
            {index + 1}
          </text>
        </g>
      ))}
    </g>
  );
}
