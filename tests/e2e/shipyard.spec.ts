import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo } from './helpers';

test('a commander builds espionage probes in the demo universe and sees the hangar grow', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await page.goto('/hangar');
  await expect(page.getByRole('heading', { level: 1, name: 'Hangar Espacial' })).toBeVisible();

  const probes = page.getByTestId('stock').getByRole('listitem').filter({ hasText: 'Sonda de espionaje' });
  const before = Number((await probes.locator('span').last().textContent())?.replace(/\D/g, ''));
  expect(before).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Seleccionar Sonda de espionaje' }).click();
  await page.getByLabel('Cantidad').fill('2');
  await expect(page.getByTestId('build-total')).toContainText('2.000');
  await page.getByRole('button', { name: 'Construir' }).click();
  await expect(page.getByText('Añadidas a la cola: 2 × Sonda de espionaje')).toBeVisible();

  const item = page.getByTestId('queue-item').filter({ hasText: 'Sonda de espionaje' });
  await expect(item).toContainText('Construyendo...');
  // 5 s per probe: both land in the hangar without reloading the page.
  await expect(probes).toContainText(String(before + 2), { timeout: 20_000 });
  // Nobody presses 'Completar': the screen completes the order when its end time passes.
  await expect(item).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText('No hay nada en construcción')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an order is checked before it is sent and a double click or triple Enter sends it once', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  const orders: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/ships/build/')) orders.push(request.postData() ?? '');
  });
  await loginAsDemo(page);
  await page.goto('/hangar');
  await expect(page.getByRole('heading', { level: 1, name: 'Hangar Espacial' })).toBeVisible();
  const build = page.getByRole('button', { name: 'Construir' });

  // The Estrella de la muerte needs shipyard 12; the home planet has 8.
  await page.getByRole('button', { name: 'Seleccionar Estrella de la muerte' }).click();
  await expect(page.getByTestId('build-blocked')).toContainText('Requisitos no cumplidos: hangar nivel 12 (tienes nivel 8).');
  await expect(build).toBeDisabled();

  // Ten battleships: the shortfall is named; a huge quantity is refused and never reads in hours.
  await page.getByRole('button', { name: 'Seleccionar Nave de batalla' }).click();
  const quantity = page.getByLabel('Cantidad');
  await quantity.fill('10');
  await expect(page.getByTestId('build-blocked')).toHaveText(/^Recursos insuficientes: faltan [\d.]+ de metal y [\d.]+ de cristal\.$/);
  await expect(build).toBeDisabled();
  await quantity.fill('1000');
  await expect(page.getByTestId('build-time')).toHaveText(/^\d+ d \d+ h$/);
  await quantity.fill('1111111');
  await expect(page.getByText('La cantidad máxima es 1.000 por orden')).toBeVisible();
  await expect(build).toBeDisabled();
  expect(orders).toHaveLength(0);

  // One intent, one order: a double click, then Enter pressed three times.
  await page.getByRole('button', { name: 'Seleccionar Sonda de espionaje' }).click();
  await quantity.fill('2');
  await build.dblclick();
  await expect(page.getByText('Añadidas a la cola: 2 × Sonda de espionaje')).toBeVisible();
  expect(orders).toHaveLength(1);
  await quantity.fill('3');
  await quantity.press('Enter');
  await quantity.press('Enter');
  await quantity.press('Enter');
  await expect(page.getByText('Añadidas a la cola: 3 × Sonda de espionaje')).toBeVisible();
  await expect(build).toBeEnabled();
  expect(orders).toHaveLength(2);
  expect(errors).toEqual([]);
});

test('switching the language keeps the selected type and the typed quantity', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await page.goto('/hangar');
  await page.getByRole('button', { name: 'Seleccionar Sonda de espionaje' }).click();
  await page.getByLabel('Cantidad').fill('7');
  await page.getByRole('combobox', { name: 'Idioma de la interfaz' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Space Hangar' })).toBeVisible();
  await expect(page.getByLabel('Quantity')).toHaveValue('7');
  await expect(page.getByTestId('build-unit')).toHaveText('Espionage Probe');
  await page.getByRole('combobox', { name: 'Interface language' }).selectOption('es');
  await expect(page.getByLabel('Cantidad')).toHaveValue('7');
  expect(errors).toEqual([]);
});

test('at 1366 px a ship chosen far down the list has its order panel in view, below the sticky top', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAsDemo(page);
  await page.goto('/hangar');
  const select = page.getByRole('button', { name: /^Seleccionar / }).last();
  await select.scrollIntoViewIfNeeded();
  await select.click();
  const side = page.getByTestId('unit-side');
  const quantity = side.getByLabel('Cantidad');
  await expect(quantity).toBeVisible();
  // The shell publishes its top's height as an inherited custom property (px).
  const shellTop = await side.evaluate((element) => parseFloat(getComputedStyle(element).getPropertyValue('--imperio-shell-top')) || 0);
  expect(shellTop).toBeGreaterThan(40);
  const box = (await quantity.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(shellTop);
  expect(box.y + box.height).toBeLessThanOrEqual(768);
});
