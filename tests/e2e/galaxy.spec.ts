import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo, mainNav } from './helpers';

test('the galaxy opens on the home system and a coordinate search jumps to 1:42', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await mainNav(page).getByRole('link', { name: 'Galaxia' }).click();
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
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  const results = page.getByRole('region', { name: 'Resultados de búsqueda' });
  await expect(results.getByRole('status')).toHaveText('1 sistema encontrado para «Forja Boreal»');
  await results.getByRole('button', { name: /\[1:44\]/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:44]' })).toBeVisible();
  await expect(page.locator('button[data-position="4"]')).toContainText('Forja Boreal');
  expect(errors).toEqual([]);
});

test('the search reads [g:s] and [g:s:p] and says why it refuses bad coordinates', async ({ page }) => {
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

test('an attack hands over in two clicks: the slot, then the mission; the form comes with the combat ships', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await page.goto('/galaxy?g=1&s=42');
  const grid = page.getByRole('list', { name: 'Posiciones del sistema [1:42]' });
  const foreign = grid.locator('button[data-kind="occupied"]').first();
  const position = await foreign.getAttribute('data-position');
  await foreign.click(); // 1
  const dialog = page.getByRole('dialog', { name: `Posición [1:42:${position}]` });
  await dialog.getByRole('group', { name: 'Enviar flota' }).getByRole('button', { name: 'Atacar', exact: true }).click(); // 2
  await expect(page).toHaveURL(new RegExp(`/fleet\\?g=1&s=42&p=${position}&type=planet&mission=attack$`));
  const form = page.getByRole('form', { name: 'Nueva Misión' });
  await expect(form.getByLabel('Posición', { exact: true })).toHaveValue(String(position));
  await expect(form.getByRole('radio', { name: 'Planeta', exact: true })).toBeChecked();
  await expect(form.getByRole('radio', { name: /^Ataque/ })).toBeChecked();
  await expect(form.getByTestId('ship-light_fighter')).toHaveValue('30');
  await expect(form.getByRole('button', { name: 'Enviar misión' })).toBeEnabled();
  expect(errors).toEqual([]);
});

test('the next system shows from the cache: its neighbours were prefetched', async ({ page }) => {
  await loginAsDemo(page);
  const systems: string[] = [];
  page.on('request', (request) => {
    const match = /\/api\/galaxy\/systems\/(\d+)\/(\d+)\/$/.exec(new URL(request.url()).pathname);
    if (match) systems.push(`${match[1]}:${match[2]}`);
  });
  await page.goto('/galaxy?g=1&s=42');
  await expect(page.getByRole('list', { name: 'Posiciones del sistema [1:42]' })).toBeVisible();
  await expect.poll(() => systems.filter((s) => s === '1:43').length).toBe(1);
  await page.getByRole('button', { name: 'Sistema siguiente' }).click();
  await expect(page.getByRole('list', { name: 'Posiciones del sistema [1:43]' }).getByRole('listitem')).toHaveCount(15);
  await expect(page.getByText('Cargando sistema...')).toHaveCount(0);
  await expect.poll(() => systems.filter((s) => s === '1:44').length).toBe(1);
  expect(systems.filter((s) => s === '1:43')).toHaveLength(1);
});

for (const viewport of [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px the galaxy is a list of 15 rows and the panel a sheet`, async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await loginAsDemo(page);
    await page.setViewportSize(viewport);
    await page.goto('/galaxy?g=1&s=42');
    const list = page.getByRole('list', { name: 'Posiciones del sistema [1:42]' });
    await expect(list).toHaveAttribute('data-layout', 'list');
    await expect(list.getByRole('listitem')).toHaveCount(15);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Every control of the screen is a 44 px target and no text is under 14 px.
    const main = page.locator('#main');
    const small = await main.evaluate((root) => {
      const tooSmall: string[] = [];
      for (const element of root.querySelectorAll<HTMLElement>('button, a, input')) {
        const box = element.getBoundingClientRect();
        if (box.width && (box.height < 44 || box.width < 44))
          tooSmall.push(
            `target ${element.tagName} ${element.textContent || element.getAttribute('aria-label') || element.getAttribute('placeholder')} ${Math.round(box.width)}x${Math.round(box.height)}`,
          );
      }
      for (const element of root.querySelectorAll<HTMLElement>('*')) {
        const own = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim());
        if (own && element.getBoundingClientRect().width && parseFloat(getComputedStyle(element).fontSize) < 14)
          tooSmall.push(`text ${element.textContent.trim().slice(0, 30)}`);
      }
      return tooSmall;
    });
    expect(small).toEqual([]);
    await page.getByRole('button', { name: 'Información del sistema' }).click();
    const sheet = page.getByRole('dialog', { name: 'Información del sistema' });
    await expect(sheet.getByRole('heading', { name: 'Solaris' })).toBeVisible();
    await page.keyboard.press('Escape');
    await list.locator('button[data-position="7"]').click();
    await expect(page.getByRole('dialog', { name: 'Posición [1:42:7]' })).toBeVisible();
    expect(errors).toEqual([]);
  });
}
