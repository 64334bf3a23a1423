import { clampToMap, clickPlanet, EMPTY_PLAN, type PlanetId, type Point, type RoutePlan } from '../../lib/navigation';

/** The simulator's route and simulate state. */
export interface NavigationState {
  plan: RoutePlan;
  simulating: boolean;
}

export type NavigationAction =
  | { type: 'planet'; planet: PlanetId; point: Point }
  | { type: 'addWaypoint'; point: Point }
  | { type: 'moveWaypoint'; index: number; point: Point }
  | { type: 'removeWaypoint'; index: number }
  | { type: 'toggleSimulate' }
  | { type: 'clear' };

/**
 * The route's transitions (spec p2 §4 'Navigation simulator'): planets set the origin, then the
 * destination (a new destination turns 'Simular' on); clicking the origin again clears all;
 * waypoints stay inside the map; 'Simular' toggles only with both ends; 'Limpiar Todo' resets.
 */
export function navigationReducer(state: NavigationState, action: NavigationAction): NavigationState {
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
