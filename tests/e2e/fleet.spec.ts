import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo, mainNav } from './helpers';

/**
 * A mission from the form to its report in the demo universe (spec p2 §2.5, §2.6, §4). The demo
 * flies fleets 100 times faster than OGame's formula (FLEET_SPEED in packages/mocks/src/fleet.ts):
 * 3 small cargo ships from Nueva Esperanza [1:42:7] to Forja Boreal [1:44:4] prepare 2 s and
 * fly 9 s. At arrival the screen processes the due mission itself ('Procesar' stays as a fallback).
 */
test('a commander sends a transport, watches it fly and land, reads its report and recalls another fleet', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = failOnConsoleErrors(page);
  const creates: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/fleet\/missions\/create\/$/.test(request.url())) creates.push(request.url());
  });
  await loginAsDemo(page);
  await mainNav(page).getByRole('link', { name: 'Flota' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flota' })).toBeVisible();

  // The form, in the spec's order, at its own address: a reload keeps it open.
  await page.getByRole('tab', { name: 'Nueva Misión' }).click();
  await expect(page).toHaveURL(/\/fleet\/new$/);
  const form = page.getByRole('form', { name: 'Nueva Misión' });
  await expect(form.getByTestId('mission-origin')).toContainText('Nueva Esperanza [1:42:7]');
  await form.getByLabel('Sistema').fill('44');
  await form.getByLabel('Posición').fill('4');
  await form.getByRole('radio', { name: 'Planeta' }).check();
  await form.getByRole('radio', { name: /^Transporte/ }).check();
  await form.getByLabel('Nave pequeña de carga', { exact: true }).fill('3');
  await form.getByLabel('Metal', { exact: true }).fill('1000');
  await expect(page.getByTestId('preview-duration')).toHaveText('0:00:09');
  await expect(page.getByTestId('preview-capacity')).toHaveText('15.000');
  // Over capacity is refused in the form, with formatted numbers, before any request.
  await form.getByLabel('Metal', { exact: true }).fill('20000');
  await expect(form.getByTestId('over-capacity')).toContainText('La carga (20.000) supera la capacidad de la flota (15.000)');
  await expect(form.getByRole('button', { name: 'Enviar misión' })).toBeDisabled();
  await form.getByLabel('Metal', { exact: true }).fill('1000');
  // One intent, one request: a double click sends one fleet.
  await form.getByRole('button', { name: 'Enviar misión' }).dblclick();

  // Sent: the missions tab shows, the fleet is in the grid and counts down.
  await expect(page.getByText('Misión enviada: Transporte hacia [1:44:4]')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Misiones' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/fleet$/);
  // Origin before destination: the demo's own transport flies the other way ([1:44:4] → [1:42:7]).
  const card = page.getByTestId('mission-card').filter({ hasText: /\[1:42:7\][^[]*\[1:44:4\]/ });
  await expect(card).toHaveCount(1);
  expect(creates).toHaveLength(1);
  await expect(card.getByTestId('mission-status')).toHaveText(/Preparando|Viajando/);
  await expect(card.getByTestId('mission-status')).toHaveText('Viajando', { timeout: 10_000 });

  // It arrives: at zero it reads 'En destino', never '0:00 Viajando', and nobody has to press
  // 'Procesar': the screen asks the server to process the due mission itself, and the report comes.
  await expect(card.getByTestId('mission-status')).toHaveText('En destino', { timeout: 20_000 });
  await expect(page.getByTestId('reports-badge')).toBeVisible({ timeout: 20_000 });

  // The report: new in the list, read once opened.
  await page.getByRole('button', { name: /^Reportes/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportes de misión' });
  const report = dialog.getByTestId('report-item').filter({ hasText: 'Transporte entregado en Forja Boreal [1:44:4]' });
  await expect(report).toContainText('Nuevo');
  await report.click();
  await expect(dialog.getByTestId('report-content')).toContainText(/1\.?000 metal/);
  // Its data as labelled fields, never raw keys.
  await expect(dialog.getByTestId('report-fields')).toContainText('Coordenadas[1:44:4]');
  await expect(dialog.getByTestId('report-fields')).toContainText(/Metal1\.?000 metal/);
  await dialog.getByRole('button', { name: 'Volver a la lista' }).click();
  await expect(dialog.getByTestId('report-item').filter({ hasText: 'Transporte entregado en Forja Boreal [1:44:4]' })).toContainText(
    'Leído',
  );
  await page.keyboard.press('Escape');

  // A deployment to Marea Azul [2:17:11] is recalled in flight: it turns around.
  await page.getByRole('tab', { name: 'Nueva Misión' }).click();
  await form.getByLabel('Galaxia').fill('2');
  await form.getByLabel('Sistema').fill('17');
  await form.getByLabel('Posición').fill('11');
  await form.getByRole('radio', { name: 'Planeta' }).check();
  await form.getByRole('radio', { name: /^Desplegar/ }).check();
  await form.getByLabel('Cazador ligero', { exact: true }).fill('1');
  await form.getByRole('button', { name: 'Enviar misión' }).click();
  await expect(page.getByText('Misión enviada: Desplegar hacia [2:17:11]')).toBeVisible();
  // The mission just sent leads the grid, marked (a seeded deployment to the same planet is
  // listed too): that one is recalled, so its light fighter comes home for the specs after this.
  const sent = page.getByTestId('active-missions-grid').locator('[data-just-sent="true"]');
  await expect(sent).toContainText('[2:17:11]');
  await expect(page.getByTestId('active-missions-grid').locator('li').first()).toHaveAttribute('data-just-sent', 'true');
  await sent.getByRole('button', { name: 'Cancelar misión Desplegar hacia [2:17:11]' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByText('Misión cancelada: la flota regresa a su origen.')).toBeVisible();
  // Turned around it is still under way (a card); cancelled while preparing it is history (a row).
  const recalled = page
    .getByTestId('mission-card')
    .or(page.getByTestId('mission-row'))
    .filter({ hasText: '[2:17:11]' })
    .filter({ has: page.getByTestId('mission-status').filter({ hasText: /Regresando|Cancelada/ }) });
  await expect(recalled.first()).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * Phone first: at 390×844 (and 360×640) the 'Misiones / Nueva Misión' switch is at the top, above
 * the mission cards; the New Mission form's preview (duration, fuel, arrival) is one line above
 * 'Enviar misión' that opens to every fact, in the form's flow (not a panel pinned over it), and
 * the button, once scrolled to, is above the tab bar and not covered by it; nothing scrolls
 * sideways. Back from the form returns to the list. Nothing is sent (the demo universe is left
 * as it was).
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
]) {
  test(`on a ${viewport.width}×${viewport.height} phone the fleet switch is on top and the form's preview is one line above 'Enviar misión'`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const page = await context.newPage();
    const errors = failOnConsoleErrors(page);
    // On phones the top bar is a tab bar: log in by hand and wait for the dashboard.
    await page.goto('/');
    await page.getByLabel('Usuario').fill('demo');
    await page.getByLabel('Contraseña').fill('imperio');
    await page.getByRole('button', { name: 'Lanzar Imperio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/fleet');
    // The switch is in view above the cards, not below every card.
    const grid = page.getByTestId('active-missions-grid');
    await expect(grid).toBeVisible();
    const switchTab = page.getByRole('tab', { name: 'Nueva Misión' });
    const tabBox = (await switchTab.boundingBox())!;
    expect(tabBox.y + tabBox.height).toBeLessThanOrEqual(viewport.height);
    expect(tabBox.y + tabBox.height).toBeLessThanOrEqual((await grid.boundingBox())!.y);

    // The active missions arrive late, as on a slow network, and the player opens the form
    // before them: on phones the grid shows with 'Misiones' only, so it cannot push the form
    // out of view (it did, about 1 000 px down).
    await page.route('**/api/fleet/missions/active/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    const missionsArrived = page.waitForResponse('**/api/fleet/missions/active/');
    await page.reload();
    await page.getByRole('tab', { name: 'Nueva Misión' }).click();
    await expect(page).toHaveURL(/\/fleet\/new$/);
    await missionsArrived;
    await expect(page.getByRole('heading', { name: 'Misiones activas' })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Nueva Misión' });
    const send = form.getByRole('button', { name: 'Enviar misión' });
    const summary = form.getByTestId('mission-preview-summary');
    const check = async () => {
      await send.scrollIntoViewIfNeeded();
      const box = (await send.boundingBox())!;
      const bar = await page.getByRole('navigation', { name: 'Accesos rápidos' }).boundingBox();
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(bar ? bar.y : viewport.height);
      expect(box.height).toBeGreaterThanOrEqual(44);
      // Nothing covers it: the element at its centre is the button (or inside it).
      const hit = await send.evaluate((button, point) => button.contains(document.elementFromPoint(point.x, point.y)), {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      expect(hit).toBe(true);
      // The preview: one line (no taller than the 44 px tap target), right above the button.
      const line = (await summary.boundingBox())!;
      expect(line.height).toBeLessThanOrEqual(44);
      expect(line.y + line.height).toBeLessThanOrEqual(box.y);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    };
    await check();
    await form.getByLabel('Sistema').fill('44');
    await form.getByLabel('Posición').fill('4');
    await form.getByRole('radio', { name: 'Planeta' }).check();
    await form.getByRole('radio', { name: /^Transporte/ }).check();
    await form.getByLabel('Nave pequeña de carga', { exact: true }).fill('3');
    // The fact's label ('Duración') is in the line for screen readers only.
    await expect(form.getByTestId('summary-duration')).toHaveText(/0:00:09$/);
    await expect(form.getByTestId('summary-fuel')).not.toHaveText(/—$/);
    await expect(form.getByTestId('summary-arrival')).toHaveText(/\d\d:\d\d:\d\d$/);
    await expect(send).toBeEnabled();
    await check();
    // The summary opens to every fact.
    await summary.click();
    await expect(form.getByTestId('preview-capacity')).toBeVisible();
    await expect(form.getByTestId('preview-capacity')).toHaveText('15.000');

    // Back returns to the missions list.
    await page.goBack();
    await expect(page).toHaveURL(/\/fleet$/);
    await expect(page.getByRole('tab', { name: 'Misiones' })).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
    await context.close();
  });
}
