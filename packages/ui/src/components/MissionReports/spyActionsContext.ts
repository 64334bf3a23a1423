import { createContext, type ReactNode } from 'react';
import type { SpyPlan } from '../../lib/espionageReport';

/**
 * Renders a spy report's actions ('Simular', 'Atacar', 'Espiar de nuevo'): takes the report's
 * plan and `leave`, called before an action navigates away (a dialog closes itself).
 */
export type SpyActionsRenderer = (plan: SpyPlan, leave?: () => void) => ReactNode;

/**
 * The spy actions for reports shown outside a screen (a notification opened from the shell's
 * pop-up). Components import no screen, so the shell (a screen) provides screens/Reports
 * SpyActions here; without a provider a spy report shows its table alone.
 */
export const SpyActionsContext = createContext<SpyActionsRenderer | null>(null);
