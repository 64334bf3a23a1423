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

test.describe('a returning player on a cold cache', () => {
  // The page's own requests, not the worker's cache (and `page.route` turns the HTTP cache off).
  test.use({ serviceWorkers: 'block' });

  test('asks for the first screen’s data beside the start-up check, before the texts and the shell arrive, the shown planet’s with the planets', async ({
    page,
  }) => {
    const errors = failOnConsoleErrors(page);
    await loginAsDemo(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de Mando' })).toBeVisible();
    // The planet shown is remembered for the next visit.
    const planet = await page.evaluate(() => localStorage.getItem('imperio.selected_planet'));
    expect(planet).toMatch(/^\d+$/);

    // Held back: the shell's code, the core texts (the start-up screen waits for them) and the planets' answer.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const holdBack = async (route: import('@playwright/test').Route) => {
      await released;
      await route.continue();
    };
    await page.route(/\/assets\/(shell|common)-[\w-]+\.js$/, holdBack);
    await page.route('**/api/galaxy/planets/**', holdBack);
    const sent: string[] = [];
    page.on('request', (request) => sent.push(new URL(request.url()).pathname));
    await page.reload();

    await expect
      .poll(() => sent)
      .toEqual(
        expect.arrayContaining(['/api/galaxy/planets/', `/api/resources/optimized/planets/${planet}/`, `/api/buildings/planet/${planet}/`]),
      );
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de Mando' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Centro de Mando' })).toBeVisible();
    await expect(page.getByTestId('planet-summary')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
