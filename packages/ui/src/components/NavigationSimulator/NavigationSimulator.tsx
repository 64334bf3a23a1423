import {
  memo,
  Profiler,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ProfilerOnRenderCallback,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Eraser, Plus, Route } from 'lucide-react';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import {
  analyzeRoute,
  clampToMap,
  clickPlanet,
  DANGER_ZONES,
  EMPTY_PLAN,
  MAP_CENTER,
  MAP_SIZE,
  nextWaypointPosition,
  PLANETS,
  planPoints,
  STATIONS,
  type PlanetId,
  type Point,
  type RoutePlan,
  type ShipProfile,
  type StationId,
  type ZoneId,
} from '../../lib/navigation';
import { AnalysisPanel } from './AnalysisPanel';
import { OrbitLayer } from './OrbitLayer';
import * as styles from './NavigationSimulator.css';
import { formatDecimal } from '../../lib/format';

export interface NavigationSimulatorProps {
  /** The current design: name, total mass, engine speed and tank capacity (zeros when empty). */
  ship: ShipProfile & { name: string };
  /** The route at mount (stories). @default nothing chosen */
  initialPlan?: RoutePlan;
  /** Simulate at mount. @default true when the initial plan has both ends */
  initialSimulating?: boolean;
  /** Open the confirmation at mount (stories). @default false */
  initialConfirmOpen?: boolean;
  /** Force the orbit animation on or off; undefined = the flag, the wrapper and the reader decide. */
  animate?: boolean;
  /** Orbit step at mount. @default 0 */
  initialStep?: number;
  /** React Profiler callback around the analysis panel (measuring; the render-count test uses it). */
  onAnalysisRender?: ProfilerOnRenderCallback;
  /** Told the route and simulate state after each change, so a parent can keep them across tabs. */
  onStateChange?: (state: NavigationState) => void;
}

/** The simulator's route and simulate state. */
export interface NavigationState {
  plan: RoutePlan;
  simulating: boolean;
}

type Action =
  | { type: 'planet'; planet: PlanetId; point: Point }
  | { type: 'addWaypoint'; point: Point }
  | { type: 'moveWaypoint'; index: number; point: Point }
  | { type: 'removeWaypoint'; index: number }
  | { type: 'toggleSimulate' }
  | { type: 'clear' };

function reducer(state: NavigationState, action: Action): NavigationState {
  switch (action.type) {
    case 'planet': {
      const plan = clickPlanet(state.plan, action.planet, action.point);
      if (!plan.destination) return { plan, simulating: false };
      // A new destination starts the simulation (spec p2 §4: destination set, simulate on).
      const newDestination = plan.destination.planet !== state.plan.destination?.planet;
      return { plan, simulating: newDestination ? true : state.simulating };
    }
    case 'addWaypoint':
      return { ...state, plan: { ...state.plan, waypoints: [...state.plan.waypoints, clampToMap(action.point)] } };
    case 'moveWaypoint':
      return {
        ...state,
        plan: { ...state.plan, waypoints: state.plan.waypoints.map((w, i) => (i === action.index ? clampToMap(action.point) : w)) },
      };
    case 'removeWaypoint':
      return { ...state, plan: { ...state.plan, waypoints: state.plan.waypoints.filter((_, i) => i !== action.index) } };
    case 'toggleSimulate':
      return state.plan.origin && state.plan.destination ? { ...state, simulating: !state.simulating } : state;
    case 'clear':
      return { plan: EMPTY_PLAN, simulating: false };
  }
}

const noop: ProfilerOnRenderCallback = () => {};
const KEY_STEP = 10;
const KEY_STEP_LARGE = 50;

/** Zones, stations, orbits and the sun: drawn once, highlighted when the route touches them. */
const StaticLayer = memo(function StaticLayer({ crossed, near }: { crossed: string; near: string }) {
  const { t } = useTranslation('designer');
  const crossedIds = crossed.split(',') as ZoneId[];
  const nearIds = near.split(',') as StationId[];
  return (
    <g aria-hidden="true">
      <circle cx={MAP_CENTER.x} cy={MAP_CENTER.y} r={22} className={styles.sun} />
      {PLANETS.map((planet) => (
        <circle key={planet.id} cx={MAP_CENTER.x} cy={MAP_CENTER.y} r={planet.orbit} className={styles.orbit} />
      ))}
      {DANGER_ZONES.map((zone) => (
        <g key={zone.id} data-zone={zone.id} data-crossed={crossedIds.includes(zone.id)}>
          <circle
            cx={zone.center.x}
            cy={zone.center.y}
            r={zone.radius}
            className={[styles.zone[zone.id], crossedIds.includes(zone.id) ? styles.zoneActive : ''].join(' ')}
          />
          <text x={zone.center.x} y={zone.center.y + zone.radius + 16} textAnchor="middle" className={styles.smallLabel}>
            {t(`nav.zones.${zone.id}`)} · {zone.threat}
          </text>
        </g>
      ))}
      {STATIONS.map((station) => (
        <g key={station.id} data-station={station.id}>
          <rect
            x={station.position.x - 8}
            y={station.position.y - 8}
            width={16}
            height={16}
            transform={`rotate(45 ${station.position.x} ${station.position.y})`}
            className={[styles.station, nearIds.includes(station.id) ? styles.stationNear : ''].join(' ')}
          />
          <text x={station.position.x} y={station.position.y - 16} textAnchor="middle" className={styles.smallLabel}>
            {t(`nav.stations.${station.id}`)}
          </text>
        </g>
      ))}
    </g>
  );
});

/** Converts a pointer position to map units (through the SVG's screen matrix), clamped to the map. */
function toMapPoint(svg: SVGSVGElement | null, clientX: number, clientY: number): Point | null {
  const matrix = svg?.getScreenCTM?.();
  if (!svg || !matrix) return null;
  const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return clampToMap({ x: point.x, y: point.y });
}

/**
 * The navigation simulator (spec p2 §2.9, §4, §5, §9): an SVG map 800 units square with the six
 * planets on orbits (advancing every 100 ms unless animations are off), three danger zones and
 * three stations. Clicking planets sets the origin, then the destination (which turns 'Simular'
 * on); clicking the origin again clears everything. Double-click adds a waypoint, which can be
 * dragged; from the keyboard 'Añadir punto de ruta' adds one and the arrow keys move the focused
 * one (Shift: 50 units), Delete removes it; waypoints stay inside the map. The analysis panel
 * reads fuel and time from the design; 'Confirmar' (only while simulating a viable route) asks
 * first, then shows 'Flota desplegada! El viaje ha comenzado.' in a status message and resets.
 * The route's ends are where the planets were when picked (the planets keep orbiting).
 */
export function NavigationSimulator({ ship, initialPlan = EMPTY_PLAN, initialSimulating, initialConfirmOpen = false, animate, initialStep = 0, onAnalysisRender, onStateChange }: NavigationSimulatorProps) {
  const { t, i18n } = useTranslation('designer');
  const [state, dispatch] = useReducer(reducer, undefined, () => ({
    plan: initialPlan,
    simulating: initialSimulating ?? Boolean(initialPlan.origin && initialPlan.destination),
  }));
  const [confirmOpen, setConfirmOpen] = useState(initialConfirmOpen);
  const [deployed, setDeployed] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const waypointsRef = useRef<SVGGElement>(null);
  const deployedRef = useRef<HTMLDivElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const focusWaypoint = useRef<number | null>(null);
  const dragging = useRef<number | null>(null);
  const helpId = useId();
  const { plan, simulating } = state;
  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  });
  useEffect(() => {
    onStateChangeRef.current?.(state);
  }, [state]);

  const points = useMemo(() => planPoints(plan), [plan]);
  const drawn = useMemo(() => [plan.origin?.point, ...plan.waypoints, plan.destination?.point].filter((p): p is Point => p !== undefined), [plan]);
  const { mass, speed, fuelCapacity } = ship;
  const analysis = useMemo(() => (points.length >= 2 ? analyzeRoute(points, { mass, speed, fuelCapacity }) : null), [points, mass, speed, fuelCapacity]);
  const crossed = analysis?.zones.map((z) => z.id).join(',') ?? '';
  const near = analysis?.stations.map((s) => s.id).join(',') ?? '';

  const onPlanetSelect = useCallback((planet: PlanetId, point: Point) => {
    setDeployed(false);
    dispatch({ type: 'planet', planet, point });
  }, []);
  const openConfirm = useCallback(() => setConfirmOpen(true), []);

  useEffect(() => {
    if (focusWaypoint.current === null) return;
    const index = focusWaypoint.current;
    focusWaypoint.current = null;
    const target = waypointsRef.current?.querySelector<SVGGElement>(`[data-waypoint="${index}"]`);
    (target ?? addButtonRef.current)?.focus();
  }, [plan.waypoints.length]);

  useEffect(() => {
    if (!deployed) return undefined;
    // After the dialog has closed and restored focus, move it to the announcement.
    const id = window.setTimeout(() => deployedRef.current?.focus(), 0);
    return () => window.clearTimeout(id);
  }, [deployed]);

  function addWaypoint(point: Point, focus: boolean) {
    setDeployed(false);
    if (focus) focusWaypoint.current = plan.waypoints.length;
    dispatch({ type: 'addWaypoint', point });
  }

  function onMapDoubleClick(event: MouseEvent<SVGSVGElement>) {
    const point = toMapPoint(svgRef.current, event.clientX, event.clientY);
    if (point) addWaypoint(point, false);
  }

  function onWaypointKey(index: number, event: KeyboardEvent<SVGGElement>) {
    const waypoint = plan.waypoints[index];
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
      focusWaypoint.current = index > 0 ? index - 1 : -1;
      dispatch({ type: 'removeWaypoint', index });
    }
  }

  function onWaypointPointerDown(index: number, event: PointerEvent<SVGGElement>) {
    event.stopPropagation();
    dragging.current = index;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  function onWaypointPointerMove(index: number, event: PointerEvent<SVGGElement>) {
    if (dragging.current !== index) return;
    const point = toMapPoint(svgRef.current, event.clientX, event.clientY);
    if (point) dispatch({ type: 'moveWaypoint', index, point });
  }

  function endDrag(event: PointerEvent<SVGGElement>) {
    dragging.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  }

  function confirm() {
    dispatch({ type: 'clear' });
    setDeployed(true);
  }

  const originName = plan.origin ? t(`nav.planets.${plan.origin.planet}`) : '';
  const destinationName = plan.destination ? t(`nav.planets.${plan.destination.planet}`) : '';
  const status = !plan.origin
    ? t('nav.statusNoOrigin')
    : !plan.destination
      ? t('nav.statusOrigin', { origin: originName })
      : t('nav.statusRoute', { origin: originName, destination: destinationName });
  const number = (v: number) => formatDecimal(v, i18n.language, 2);

  return (
    <div className={styles.root}>
      <p className={styles.help}>{t('nav.shipSummary', { name: ship.name, mass: number(mass), speed: number(speed), fuel: number(fuelCapacity) })}</p>
      <div className={styles.controls}>
        <Button variant={simulating ? 'primary' : 'secondary'} aria-pressed={simulating} disabled={!plan.origin || !plan.destination} onClick={() => dispatch({ type: 'toggleSimulate' })}>
          <Route size={16} aria-hidden="true" />
          {t('nav.simulate')}
        </Button>
        <Button ref={addButtonRef} onClick={() => addWaypoint(nextWaypointPosition(plan), true)}>
          <Plus size={16} aria-hidden="true" />
          {t('nav.addWaypoint')}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setDeployed(false);
            dispatch({ type: 'clear' });
          }}
        >
          <Eraser size={16} aria-hidden="true" />
          {t('nav.clearAll')}
        </Button>
      </div>
      {deployed ? (
        <div ref={deployedRef} tabIndex={-1}>
          <Alert
            tone="success"
            action={
              <Button size="sm" variant="ghost" onClick={() => setDeployed(false)}>
                {t('nav.dismiss')}
              </Button>
            }
          >
            {t('nav.deployed')}
          </Alert>
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.mapColumn}>
          <p className={styles.status} aria-live="polite" data-testid="nav-status">
            {status}
          </p>
          <svg
            ref={svgRef}
            className={styles.map}
            viewBox={`0 0 ${MAP_SIZE} ${MAP_SIZE}`}
            role="group"
            aria-label={t('nav.mapLabel')}
            aria-describedby={helpId}
            onDoubleClick={onMapDoubleClick}
            data-testid="nav-map"
          >
            <StaticLayer crossed={crossed} near={near} />
            {drawn.length >= 2 ? (
              <polyline
                data-testid="route-line"
                points={drawn.map((p) => `${p.x.toFixed(2)},${p.y.toFixed(2)}`).join(' ')}
                className={[styles.route, simulating ? styles.routeSimulating : ''].join(' ')}
                aria-hidden="true"
              />
            ) : null}
            {plan.origin ? <circle cx={plan.origin.point.x} cy={plan.origin.point.y} r={6} className={styles.endpoint} aria-hidden="true" /> : null}
            {plan.destination ? <circle cx={plan.destination.point.x} cy={plan.destination.point.y} r={6} className={styles.endpoint} aria-hidden="true" /> : null}
            <OrbitLayer
              originId={plan.origin?.planet ?? null}
              destinationId={plan.destination?.planet ?? null}
              onPlanetSelect={onPlanetSelect}
              animate={animate}
              initialStep={initialStep}
              routePoints={points}
              simulating={simulating}
            />
            <g ref={waypointsRef}>
              {plan.waypoints.map((waypoint, index) => (
                <g
                  key={index}
                  role="button"
                  tabIndex={0}
                  data-waypoint={index}
                  aria-label={t('nav.waypointLabel', { n: index + 1, x: Math.round(waypoint.x), y: Math.round(waypoint.y) })}
                  aria-describedby={helpId}
                  className={styles.waypoint}
                  transform={`translate(${waypoint.x.toFixed(2)} ${waypoint.y.toFixed(2)})`}
                  onKeyDown={(event) => onWaypointKey(index, event)}
                  onPointerDown={(event) => onWaypointPointerDown(index, event)}
                  onPointerMove={(event) => onWaypointPointerMove(index, event)}
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
          </svg>
          <p id={helpId} className={styles.help}>
            {t('nav.help')} {t('nav.keyboardHelp')}
          </p>
          <ul className={styles.help} aria-label={t('nav.legend')}>
            {DANGER_ZONES.map((zone) => (
              <li key={zone.id}>{t('nav.zoneWithThreat', { name: t(`nav.zones.${zone.id}`), threat: zone.threat })}</li>
            ))}
            {STATIONS.map((station) => (
              <li key={station.id}>{t('nav.stationWithService', { name: t(`nav.stations.${station.id}`), service: t(`nav.services.${station.service}`) })}</li>
            ))}
          </ul>
        </div>
        <Profiler id="navigation-analysis" onRender={onAnalysisRender ?? noop}>
          <AnalysisPanel analysis={analysis} simulating={simulating} onConfirm={openConfirm} />
        </Profiler>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('nav.confirmTitle')}
        description={t('nav.confirmText', {
          origin: originName,
          destination: destinationName,
          distance: number(analysis?.distance ?? 0),
          fuel: number(analysis?.fuel ?? 0),
        })}
        confirmLabel={t('nav.confirm')}
        cancelLabel={t('nav.cancel')}
        onConfirm={confirm}
      />
    </div>
  );
}
