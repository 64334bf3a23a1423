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
  await expect(item).toContainText('Completada');

  await page.getByRole('button', { name: 'Completar' }).click();
  await expect(page.getByText('No hay nada en construcción')).toBeVisible();
  expect(errors).toEqual([]);
});
