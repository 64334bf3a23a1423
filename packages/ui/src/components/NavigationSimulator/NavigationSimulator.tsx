import { Profiler, useId, useMemo, useRef, type MouseEvent, type ProfilerOnRenderCallback } from 'react';
import { useTranslation } from 'react-i18next';
import Eraser from 'lucide-react/icons/eraser';
import Plus from 'lucide-react/icons/plus';
import Route from 'lucide-react/icons/route';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { EMPTY_PLAN, MAP_SIZE, type RoutePlan, type ShipProfile } from '../../lib/navigation';
import { formatDecimal } from '../../lib/format';
import { AnalysisPanel } from './AnalysisPanel';
import { MapLegend, RouteMarks } from './MapParts';
import type { NavigationState } from './navigationReducer';
import { OrbitLayer } from './OrbitLayer';
import { StaticLayer } from './StaticLayer';
import { useNavigationSimulator } from './useNavigationSimulator';
import { toMapPoint, WaypointLayer } from './WaypointLayer';
import * as styles from './NavigationSimulator.css';

export type { NavigationState } from './navigationReducer';

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

const noop: ProfilerOnRenderCallback = () => {};

/**
 * The navigation simulator (spec p2 §2.9, §4, §5, §9): an SVG map 800 units square with the six
 * planets on orbits (advancing every 100 ms unless animations are off), three danger zones and
 * three stations. Clicking planets sets the origin, then the destination (which turns 'Simular'
 * on); clicking the origin again clears everything. Double-click adds a waypoint, which can be
 * dragged; from the keyboard 'Añadir punto de ruta' adds one and the arrow keys move the focused
 * one (Shift: 50 units), Delete removes it; waypoints stay inside the map. The analysis panel
 * reads fuel and time from the design; 'Confirmar' (only while simulating a viable route) asks
 * first, then shows 'Flota desplegada! El viaje ha comenzado.' in a status message and resets.
 * The route's ends are where the planets were when picked (the planets keep orbiting). State:
 * `useNavigationSimulator`; layers: `StaticLayer`, `OrbitLayer`, `WaypointLayer`.
 */
export function NavigationSimulator({
  ship,
  initialPlan = EMPTY_PLAN,
  initialSimulating,
  initialConfirmOpen = false,
  animate,
  initialStep = 0,
  onAnalysisRender,
  onStateChange,
}: NavigationSimulatorProps) {
  const { t, i18n } = useTranslation('designer');
  const waypointsRef = useRef<SVGGElement>(null);
  const deployedRef = useRef<HTMLDivElement>(null);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const refs = useMemo(() => ({ waypoints: waypointsRef, deployed: deployedRef, addButton: addButtonRef }), []);
  const sim = useNavigationSimulator({ ship, initialPlan, initialSimulating, initialConfirmOpen, onStateChange, refs });
  const { plan, simulating, analysis } = sim;
  const svgRef = useRef<SVGSVGElement>(null);
  const helpId = useId();
  const crossed = analysis?.zones.map((z) => z.id).join(',') ?? '';
  const near = analysis?.stations.map((s) => s.id).join(',') ?? '';
  const number = (v: number) => formatDecimal(v, i18n.language, 2);
  const originName = plan.origin ? t(`nav.planets.${plan.origin.planet}`) : '';
  const destinationName = plan.destination ? t(`nav.planets.${plan.destination.planet}`) : '';
  const status = !plan.origin
    ? t('nav.statusNoOrigin')
    : !plan.destination
      ? t('nav.statusOrigin', { origin: originName })
      : t('nav.statusRoute', { origin: originName, destination: destinationName });

  const onMapDoubleClick = (event: MouseEvent<SVGSVGElement>) => {
    const point = toMapPoint(svgRef.current, event.clientX, event.clientY);
    if (point) sim.addWaypoint(point, false);
  };

  return (
    <div className={styles.root}>
      <p className={styles.help}>
        {t('nav.shipSummary', { name: ship.name, mass: number(ship.mass), speed: number(ship.speed), fuel: number(ship.fuelCapacity) })}
      </p>
      <div className={styles.controls}>
        <Button
          variant={simulating ? 'primary' : 'secondary'}
          aria-pressed={simulating}
          disabled={!plan.origin || !plan.destination}
          onClick={sim.toggleSimulate}
        >
          <Route size={16} aria-hidden="true" />
          {t('nav.simulate')}
        </Button>
        <Button ref={addButtonRef} onClick={sim.addNextWaypoint}>
          <Plus size={16} aria-hidden="true" />
          {t('nav.addWaypoint')}
        </Button>
        <Button variant="ghost" onClick={sim.clearAll}>
          <Eraser size={16} aria-hidden="true" />
          {t('nav.clearAll')}
        </Button>
      </div>
      {sim.deployed ? (
        <div ref={deployedRef} tabIndex={-1}>
          <Alert
            tone="success"
            action={
              <Button size="sm" variant="ghost" onClick={sim.dismissDeployed}>
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
            <RouteMarks drawn={sim.drawn} plan={plan} simulating={simulating} />
            <OrbitLayer
              originId={plan.origin?.planet ?? null}
              destinationId={plan.destination?.planet ?? null}
              onPlanetSelect={sim.onPlanetSelect}
              animate={animate}
              initialStep={initialStep}
              routePoints={sim.points}
              simulating={simulating}
            />
            <WaypointLayer
              waypoints={plan.waypoints}
              dispatch={sim.dispatch}
              svgRef={svgRef}
              groupRef={waypointsRef}
              onFocusRequest={sim.requestFocus}
              helpId={helpId}
            />
          </svg>
          <MapLegend helpId={helpId} />
        </div>
        <Profiler id="navigation-analysis" onRender={onAnalysisRender ?? noop}>
          <AnalysisPanel analysis={analysis} simulating={simulating} onConfirm={sim.openConfirm} />
        </Profiler>
      </div>
      <ConfirmDialog
        open={sim.confirmOpen}
        onOpenChange={sim.setConfirmOpen}
        title={t('nav.confirmTitle')}
        description={t('nav.confirmText', {
          origin: originName,
          destination: destinationName,
          distance: number(analysis?.distance ?? 0),
          fuel: number(analysis?.fuel ?? 0),
        })}
        confirmLabel={t('nav.confirm')}
        cancelLabel={t('nav.cancel')}
        onConfirm={sim.confirm}
      />
    </div>
  );
}
