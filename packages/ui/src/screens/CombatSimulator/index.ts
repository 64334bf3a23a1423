import { CombatSimulatorScreen } from './CombatSimulatorScreen';

export { CombatSimulatorScreen, DEFAULT_RUNS, MAX_RUNS } from './CombatSimulatorScreen';
export type { CombatSimulatorScreenProps } from './CombatSimulatorScreen';
export { readPrefill, SAMPLE_PRESET, type CombatPrefill } from './combatForm';
export { workerRunner, type SimulationRunner, type SimulationRequest } from './simulationRunner';

/** Route /simulator (spec p2 §2.10, made real): the combat simulator. */
export default CombatSimulatorScreen;
