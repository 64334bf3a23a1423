import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import {
  analyzeRoute,
  nextWaypointPosition,
  planPoints,
  type PlanetId,
  type Point,
  type RoutePlan,
  type ShipProfile,
} from '../../lib/navigation';
import { navigationReducer, type NavigationState } from './navigationReducer';

export interface NavigationSimulatorOptions {
  ship: ShipProfile;
  initialPlan: RoutePlan;
  initialSimulating?: boolean;
  initialConfirmOpen: boolean;
  onStateChange?: (state: NavigationState) => void;
  /** The component's elements focus moves to: the waypoints group, the announcement, the add button. */
  refs: {
    waypoints: RefObject<SVGGElement | null>;
    deployed: RefObject<HTMLDivElement | null>;
    addButton: RefObject<HTMLButtonElement | null>;
  };
}

/**
 * The navigation simulator's state (spec p2 §4 'Navigation simulator'): the route and 'Simular'
 * (a reducer), its analysis for the ship (fuel, time, zones, stations), the confirmation and
 * the 'Flota desplegada!' announcement, and where focus goes after a waypoint is added or
 * removed. Reports each route change to `onStateChange` (so a parent can keep it across tabs).
 */
export function useNavigationSimulator({
  ship,
  initialPlan,
  initialSimulating,
  initialConfirmOpen,
  onStateChange,
  refs,
}: NavigationSimulatorOptions) {
  const [state, dispatch] = useReducer(navigationReducer, undefined, () => ({
    plan: initialPlan,
    simulating: initialSimulating ?? Boolean(initialPlan.origin && initialPlan.destination),
  }));
  const [confirmOpen, setConfirmOpen] = useState(initialConfirmOpen);
  const [deployed, setDeployed] = useState(false);
  const focusWaypoint = useRef<number | null>(null);
  const { plan, simulating } = state;

  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  });
  useEffect(() => {
    onStateChangeRef.current?.(state);
  }, [state]);

  const points = useMemo(() => planPoints(plan), [plan]);
  const drawn = useMemo(
    () => [plan.origin?.point, ...plan.waypoints, plan.destination?.point].filter((p): p is Point => p !== undefined),
    [plan],
  );
  const { mass, speed, fuelCapacity } = ship;
  const analysis = useMemo(
    () => (points.length >= 2 ? analyzeRoute(points, { mass, speed, fuelCapacity }) : null),
    [points, mass, speed, fuelCapacity],
  );

  // After adding or removing a waypoint, focus the one asked for (or the add button).
  useEffect(() => {
    if (focusWaypoint.current === null) return;
    const index = focusWaypoint.current;
    focusWaypoint.current = null;
    const target = refs.waypoints.current?.querySelector<SVGGElement>(`[data-waypoint="${index}"]`);
    (target ?? refs.addButton.current)?.focus();
  }, [plan.waypoints.length, refs.waypoints, refs.addButton]);

  useEffect(() => {
    if (!deployed) return undefined;
    // After the dialog has closed and restored focus, move it to the announcement.
    const id = window.setTimeout(() => refs.deployed.current?.focus(), 0);
    return () => window.clearTimeout(id);
  }, [deployed, refs.deployed]);

  const onPlanetSelect = useCallback((planet: PlanetId, point: Point) => {
    setDeployed(false);
    dispatch({ type: 'planet', planet, point });
  }, []);
  const openConfirm = useCallback(() => setConfirmOpen(true), []);
  const requestFocus = useCallback((index: number) => {
    focusWaypoint.current = index;
  }, []);

  const addWaypoint = (point: Point, focus: boolean) => {
    setDeployed(false);
    if (focus) focusWaypoint.current = plan.waypoints.length;
    dispatch({ type: 'addWaypoint', point });
  };

  return {
    plan,
    simulating,
    dispatch,
    points,
    drawn,
    analysis,
    confirmOpen,
    setConfirmOpen,
    openConfirm,
    deployed,
    dismissDeployed: () => setDeployed(false),
    onPlanetSelect,
    requestFocus,
    addWaypoint,
    addNextWaypoint: () => addWaypoint(nextWaypointPosition(plan), true),
    clearAll: () => {
      setDeployed(false);
      dispatch({ type: 'clear' });
    },
    toggleSimulate: () => dispatch({ type: 'toggleSimulate' }),
    /** 'Confirmar': the route is reset and 'Flota desplegada! El viaje ha comenzado.' shows (no call). */
    confirm: () => {
      dispatch({ type: 'clear' });
      setDeployed(true);
    },
  };
}
