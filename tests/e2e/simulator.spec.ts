import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo } from './helpers';

/**
 * The combat simulator on the production build (docs/combat.md): 'Simular' runs the battles in
 * the real Web Worker, under the server's CSP and Trusted Types (the default policy must let
 * the worker's hashed script through), and the page answers while it works.
 */
test('the sample battle runs in the worker and shows the outcome, losses and debris', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await loginAsDemo(page);
  await page.goto('/simulator');
  const attacker = page.getByRole('group', { name: 'Atacante' });
  await expect(attacker.getByLabel('Cazador ligero')).toHaveValue('150');
  await page.getByRole('button', { name: 'Simular' }).click();
  const outcomes = page.getByTestId('outcomes');
  await expect(outcomes).toContainText(/Atacante gana [\d,]+ %/, { timeout: 15_000 });
  await expect(outcomes).toContainText(/Empate [\d,]+ %/);
  await expect(outcomes).toContainText(/Defensor gana [\d,]+ %/);
  await expect(page.getByTestId('losses-attacker')).toContainText('Cazador ligero');
  await expect(page.getByTestId('debris')).toContainText('Metal');
  expect(workers.some((url) => /\/assets\/simulator\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  expect(errors).toEqual([]);
});

test('a report opens the simulator with its defender, and a long series can be cancelled', async ({ page }) => {
  await loginAsDemo(page);
  await page.goto('/simulator?from=report&defender=rocket_launcher:3000,light_laser:2000&attacker=cruiser:2000');
  const defender = page.getByRole('group', { name: 'Defensor' });
  await expect(defender.getByLabel('Lanzamisiles')).toHaveValue('3000');
  await page.getByLabel('Simulaciones').fill('10000');
  await page.getByRole('button', { name: 'Simular' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progreso de la simulación' })).toBeVisible();
  // The main thread stays free while the worker fights: the progress moves and 'Cancelar' answers.
  await expect(page.getByTestId('combat-status')).toHaveText(/Simulando… [1-9][\d.]* de 10\.000/, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByTestId('combat-status')).toHaveText(/Simulación cancelada/);
  // It stays cancelled (the click did not start a new series).
  await page.waitForTimeout(500);
  await expect(page.getByTestId('combat-status')).toHaveText(/Simulación cancelada/);
  await expect(page.getByRole('button', { name: 'Simular' })).toBeEnabled();
});
