import { findScenario, scenarioNames } from '@imperio/mocks';
import { worker } from '@imperio/mocks/browser';

/**
 * Starts the MSW worker for `pnpm dev` and applies `?scenario=` if it names a known scenario
 * (an unknown name is reported with the list of valid ones).
 */
export async function startDevWorker(scenario: string | null): Promise<void> {
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  if (!scenario) return;
  const overrides = findScenario(scenario);
  if (overrides) {
    worker.use(...overrides);
    console.info(`[imperio] mock scenario "${scenario}" applied`);
  } else {
    console.warn(`[imperio] unknown scenario "${scenario}". Known: ${scenarioNames().join(', ')}`);
  }
}
