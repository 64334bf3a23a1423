import { CombatSimulatorScreen } from './CombatSimulatorScreen';

export { CombatSimulatorScreen, SAMPLE_FLEETS, TOTAL_ROUNDS } from './CombatSimulatorScreen';
export type { CombatSimulatorScreenProps, CombatPhase } from './CombatSimulatorScreen';

/** Route /simulator (spec p2 §2.10): the static combat simulator demo. */
export default CombatSimulatorScreen;
