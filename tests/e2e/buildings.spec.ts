import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo, mainNav } from './helpers';

function card(page: Page, name: string) {
  return page.getByTestId('building-card').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

test('an upgrade in the demo universe counts down, finishes and raises the level', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await mainNav(page).getByRole('link', { name: 'Edificios' }).click();
  await expect(page).toHaveURL(/\/buildings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Edificios' })).toBeVisible();

  // Nueva Esperanza's space dock: 200 metal, robotics 10 and nanite 2 make level 1 take 7 s.
  const dock = card(page, 'Muelle espacial');
  await expect(dock).toContainText('Nivel 0 / 10');
  await dock.getByRole('button', { name: 'Mejorar a nivel 1: Muelle espacial' }).click();
  await expect(page.getByText('Mejora de Muelle espacial a nivel 1 iniciada')).toBeVisible();
  await expect(dock.getByTestId('building-countdown')).toContainText('Mejorando a nivel 1');
  await expect(page.getByTestId('queue-item')).toContainText('Muelle espacial');
  // Build time + the 5 s finish check + the reload.
  await expect(dock).toContainText('Nivel 1 / 10', { timeout: 25_000 });
  await expect(dock.getByTestId('building-countdown')).toHaveCount(0);
  await expect(page.getByText('No hay construcciones en cola')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a mine upgrade on the young colony starts its countdown and joins the queue', async ({ page }) => {
  await loginAsDemo(page);
  await page.evaluate(() => localStorage.setItem('imperio.selected_planet', '103'));
  await page.goto('/buildings');
  const mine = card(page, 'Mina de metal');
  await expect(mine).toContainText('Nivel 9 / 60');
  await mine.getByRole('button', { name: 'Mejorar a nivel 10: Mina de metal' }).click();
  await expect(mine.getByTestId('building-countdown')).toContainText(/Mejorando a nivel 10\s*\d+:\d\d/);
  const first = page.getByTestId('queue-item').first();
  await expect(first).toContainText('Mina de metal');
  await expect(first).toContainText('Nivel 10');
  await expect(first).toContainText('Construyendo');
});

test('Forja Boreal: the queue, the cards and the fields agree; a double click queues once', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await page.evaluate(() => localStorage.setItem('imperio.selected_planet', '102'));
  await page.goto('/buildings');
  const fields = page.getByTestId('planet-fields');
  await expect(fields).toContainText('81/140');
  await expect(fields).toContainText('59 libres · 3 reservados por la cola');

  // One source of truth: the queue's second item reads 'En cola' on its card too.
  await expect(card(page, 'Mina de metal').getByTestId('building-countdown')).toContainText('Mejorando a nivel 17');
  await expect(card(page, 'Mina de cristal').getByTestId('building-queued')).toContainText('En cola: nivel 16 (posición 2)');
  await expect(card(page, 'Mina de cristal').getByTestId('building-countdown')).toHaveCount(0);
  await expect(page.getByTestId('queue-item').nth(1)).toContainText('En cola');

  // A double click on an upgrade sends one request and queues one item.
  const constructs: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/buildings\/construct\/$/.test(new URL(request.url()).pathname)) constructs.push(request.url());
  });
  const tank = card(page, 'Contenedor de deuterio');
  await tank.getByRole('button', { name: /^Mejorar a nivel \d+: Contenedor de deuterio$/ }).dblclick();
  await expect(page.getByTestId('queue-item')).toHaveCount(4);
  await expect(tank.getByTestId('building-queued')).toContainText('(posición 4)');
  await page.waitForTimeout(500);
  expect(constructs).toHaveLength(1);
  await expect(fields).toContainText('59 libres · 4 reservados por la cola');
  expect(errors).toEqual([]);
});

test('at 1366 px a card far down the page opens its detail in view, below the sticky top', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await loginAsDemo(page);
  await mainNav(page).getByRole('link', { name: 'Edificios' }).click();
  const last = card(page, 'Depósito de la alianza');
  await expect(last).toBeVisible();
  const details = last.getByRole('button', { name: 'Ver detalles de Depósito de la alianza' });
  await details.scrollIntoViewIfNeeded();
  await details.click();
  const side = page.getByTestId('category-side');
  const title = side.getByText('Depósito de la alianza', { exact: true }).first();
  await expect(title).toBeVisible();
  // The side column sticks under the shell's top: the detail's title is on screen, not under the header.
  // The shell publishes its top's height as an inherited custom property (px).
  const shellTop = await side.evaluate((element) => parseFloat(getComputedStyle(element).getPropertyValue('--imperio-shell-top')) || 0);
  expect(shellTop).toBeGreaterThan(40);
  const box = (await title.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(shellTop);
  expect(box.y + box.height).toBeLessThanOrEqual(768);
});
