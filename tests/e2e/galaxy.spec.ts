import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo } from './helpers';

test('the galaxy opens on the home system and a coordinate search jumps to 1:42', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await page.getByRole('link', { name: 'Galaxia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:42]' })).toBeVisible();

  await page.getByRole('button', { name: 'Sistema siguiente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:43]' })).toBeVisible();

  const search = page.getByPlaceholder('Buscar [1:2] o nombre...');
  await search.fill('1:42');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:42]' })).toBeVisible();
  await expect(page.getByTestId('galaxy-banner')).toHaveText(/^Sistema explorado - \d+\/15 planetas colonizados$/);
  const grid = page.getByRole('list', { name: 'Posiciones del sistema [1:42]' });
  await expect(grid.getByRole('listitem')).toHaveCount(15);
  await expect(grid.locator('button[data-position="7"]')).toContainText('Nueva Esperanza');
  await expect(grid.locator('button[data-position="7"]')).toHaveAttribute('data-kind', 'mine');
  expect(errors).toEqual([]);
});

test('a search by name lists systems and opens the chosen one', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await page.goto('/galaxy?g=2&s=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [2:1]' })).toBeVisible();

  await page.getByPlaceholder('Buscar [1:2] o nombre...').fill('Forja Boreal');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const results = page.getByRole('region', { name: 'Resultados de búsqueda' });
  await expect(results.getByRole('status')).toHaveText('1 sistema encontrado para «Forja Boreal»');
  await results.getByRole('button', { name: /\[1:44\]/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:44]' })).toBeVisible();
  await expect(page.locator('button[data-position="4"]')).toContainText('Forja Boreal');
  expect(errors).toEqual([]);
});

test('the search reads [g:s] and [g:s:p] and says why it refuses bad coordinates (issue 14)', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await page.goto('/galaxy');
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:42]' })).toBeVisible();
  const search = page.getByPlaceholder('Buscar [1:2] o nombre...');

  await search.fill('[1:2]');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:2]' })).toBeVisible();
  await expect(page).toHaveURL(/g=1&s=2/);

  await search.fill('[1:44:4]');
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:44]' })).toBeVisible();
  await expect(page.locator('button[data-position="4"]')).toBeFocused();
  await expect(page.locator('button[data-position="4"]')).toHaveAttribute('aria-current', 'location');

  const refusals: Array<[string, string]> = [
    ['0:0', 'Coordenadas fuera de rango: la galaxia va de 1 a 9.'],
    ['999:999', 'Coordenadas fuera de rango: la galaxia va de 1 a 9.'],
    ['1:44:99', 'Coordenadas fuera de rango: la posición va de 1 a 15.'],
    ['[1:2', 'Coordenadas no válidas: escribe [galaxia:sistema] o [galaxia:sistema:posición], por ejemplo [1:2].'],
    ['y'.repeat(300), 'La búsqueda admite hasta 100 caracteres.'],
  ];
  for (const [text, message] of refusals) {
    await search.fill(text);
    await search.press('Enter');
    await expect(page.getByText(message)).toBeVisible();
    await expect(search).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:44]' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('in English the refusals are English', async ({ page }) => {
  await loginAsDemo(page);
  await page.evaluate(() => localStorage.setItem('imperio.locale', 'en'));
  await page.goto('/galaxy');
  const search = page.getByPlaceholder('Search [1:2] or name...');
  await search.fill('1:44:99');
  await search.press('Enter');
  await expect(page.getByText('Coordinates out of range: positions go from 1 to 15.')).toBeVisible();
});
