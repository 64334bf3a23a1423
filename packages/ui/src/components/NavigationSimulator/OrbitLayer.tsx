import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '@imperio/api-client';
import { PLANETS, planetPosition, pointAlongRoute, type PlanetId, type Point } from '../../lib/navigation';
import { useAnimationsEnabled } from '../../lib/useAnimationsEnabled';
import * as styles from './NavigationSimulator.css';

/** Drawn radius of each planet in map units (not in the spec; sizes only help reading the map). */
const PLANET_SIZE: Record<PlanetId, number> = { mercury: 7, venus: 9, earth: 10, mars: 8, jupiter: 18, saturn: 15 };
/** Orbit steps for the simulated ship to run the route once (50 × 100 ms = 5 s). */
const SHIP_LAP_STEPS = 50;

export interface OrbitLayerProps {
  originId: PlanetId | null;
  destinationId: PlanetId | null;
  /** A planet was clicked or activated from the keyboard; `point` is where it is right now. */
  onPlanetSelect: (planet: PlanetId, point: Point) => void;
  /** Force the animation on or off (tests); undefined = decide from the flag, wrapper and reader. */
  animate?: boolean;
  /** Orbit step at mount (stories choose the layout). @default 0 */
  initialStep?: number;
  /** The route's points, for the simulated ship. Keep the array stable between renders. */
  routePoints: readonly Point[];
  simulating: boolean;
}

/**
 * The moving part of the map (spec p2 §2.9, §9): the six planets, advanced one step every
 * `config.intervals.orbitStepMs` (100 ms), and the simulated ship on the route. The step lives
 * here so a tick re-renders this layer only, never the analysis panel. Planets are focusable
 * buttons (Enter or Space picks one, like a click).
 */
export const OrbitLayer = memo(function OrbitLayer({
  originId,
  destinationId,
  onPlanetSelect,
  animate,
  initialStep = 0,
  routePoints,
  simulating,
}: OrbitLayerProps) {
  const { t } = useTranslation('designer');
  const ref = useRef<SVGGElement>(null);
  const enabled = useAnimationsEnabled(ref, animate);
  const [step, setStep] = useState(initialStep);

  useEffect(() => {
    if (!enabled) return undefined;
    const id = window.setInterval(() => setStep((s) => s + 1), config.intervals.orbitStepMs);
    return () => window.clearInterval(id);
  }, [enabled]);

  const ship = simulating && routePoints.length >= 2 ? pointAlongRoute(routePoints, (step % SHIP_LAP_STEPS) / SHIP_LAP_STEPS) : null;

  return (
    <g ref={ref} data-testid="orbit-layer" data-step={step}>
      {PLANETS.map((planet) => {
        const position = planetPosition(planet, step);
        const size = PLANET_SIZE[planet.id];
        const name = t(`nav.planets.${planet.id}`);
        const label =
          planet.id === originId
            ? t('nav.planetOrigin', { name })
            : planet.id === destinationId
              ? t('nav.planetDestination', { name })
              : name;
        const select = () => onPlanetSelect(planet.id, position);
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            select();
          }
        };
        return (
          <g
            key={planet.id}
            role="button"
            tabIndex={0}
            aria-label={label}
            data-planet={planet.id}
            className={styles.planet}
            transform={`translate(${position.x.toFixed(2)} ${position.y.toFixed(2)})`}
            onClick={select}
            onKeyDown={onKeyDown}
            onDoubleClick={(event) => event.stopPropagation()}
          >
            <circle r={Math.max(size + 8, 18)} className={styles.planetFocus} />
            {planet.id === originId || planet.id === destinationId ? <circle r={size + 6} className={styles.planetMarked} /> : null}
            <circle r={size} className={styles.planetBody[planet.id]} />
            <text y={size + 18} textAnchor="middle" className={styles.label} aria-hidden="true">
              {name}
            </text>
          </g>
        );
      })}
      {ship ? (
        <polygon
          data-testid="sim-ship"
          className={styles.ship}
          points="0,-9 7,8 0,4 -7,8"
          transform={`translate(${ship.x.toFixed(2)} ${ship.y.toFixed(2)})`}
          aria-hidden="true"
        />
      ) : null}
    </g>
  );
});
