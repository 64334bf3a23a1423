/**
 * The fleet domain of the demo universe, one module per job: `rules` (constants, flight plans,
 * mission types, phases; the formulas themselves are @imperio/rules), `launch` (storing and launching missions), `reports` (the effects and
 * report of an arrival) and `scheduler` (processing due events, needs_processing, cancelling).
 *
 * Time model. A mission's stored `status` is the last processed phase. Events WITHOUT effects
 * (departure, leaving the destination) are processed as soon as they are due. Events WITH
 * effects (arrival, return) wait for processing: 'Procesar' (POST /fleet/missions/process/)
 * does them at once, and the server's scheduler (the tick) does them once they have been due
 * for `SCHEDULER_LAG_MS`. In between, GET /fleet/missions/status/ answers needs_processing
 * true, so the player can see the spec's 'Procesar' at work.
 */
export {
  coords,
  FLEET_SPEED,
  HOLD_MS,
  missionAt,
  MISSION_TYPES,
  parseCoords,
  phaseAt,
  planetAt,
  planFlight,
  PREPARE_MS,
  SCHEDULER_LAG_MS,
  type MissionStatusValue,
  type Place,
} from './rules';
export { createMission, launchMission, parseShipMaps, resetMissionIds } from './launch';
export { cancelFlight, needsProcessing, nextEvent, processMissions } from './scheduler';
