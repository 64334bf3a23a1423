import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo } from './helpers';

test('the dashboard ticks live and follows the chosen planet', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de Mando' })).toBeVisible();

  // The metal figure grows by itself within a few seconds (1.1 per second on the home planet).
  const metal = page.getByTestId('resource-amount-metal');
  await expect(metal).toHaveText(/\d/);
  const first = await metal.textContent();
  await expect(metal).not.toHaveText(first ?? '', { timeout: 5_000 });
  await expect(page.getByTestId('planet-summary')).toContainText('[1:42:7]');

  // Picking another planet changes the figures and the summary.
  const figures = () =>
    Promise.all(['metal', 'crystal', 'deuterium'].map((key) => page.getByTestId(`resource-per-hour-${key}`).textContent()));
  const homeRates = await figures();
  // Energy is the balance of the buildings (production − consumption): a surplus at home.
  await expect(page.getByTestId('energy-production')).toHaveText(/^\+\d/);
  await expect(page.getByTestId('energy-consumption')).toHaveText(/^-\d/);
  await expect(page.getByTestId('energy-deficit')).toHaveCount(0);
  await page
    .getByTestId('planet-list')
    .getByRole('button', { name: /Forja Boreal/ })
    .click();
  await expect(page.getByTestId('planet-summary')).toContainText('[1:44:4]');
  await expect(page.getByTestId('resource-per-hour-metal')).not.toHaveText(homeRates[0] ?? '');
  expect(await figures()).not.toEqual(homeRates);
  // Forja Boreal consumes more than it produces: the deficit is flagged on the card and the ticker.
  await expect(page.getByTestId('resource-amount-energy')).toHaveText(/^-\d/);
  await expect(page.getByTestId('energy-deficit')).toBeVisible();
  await expect(page.getByTestId('ticker-energy-deficit')).toBeVisible();
  await expect(metal).toHaveText(/\d/);

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId('planet-summary')).toContainText('[1:44:4]');

  // Missions count down.
  const countdown = page.getByTestId('mission-time-left').first();
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before ?? '', { timeout: 5_000 });

  // The notification overlay is mounted in the shell.
  await expect(page.getByRole('region', { name: 'Notificaciones' })).toBeAttached();
  expect(errors).toEqual([]);
});
