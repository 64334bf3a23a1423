import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo, mainNav } from './helpers';

/**
 * The clicks of five common tasks with the cockpit, counted on the demo
 * universe from the dashboard right after login. A click is every tap, a tap into a text field
 * included; the text typed is listed beside. The counts before the cockpit (commit 5d666b1) and
 * after are in docs/cockpit-clicks.md. What a task sends is undone where the API can: fleets are
 * recalled and the reply deleted at once; a building upgrade has no cancel call (the contract has
 * none), so the one queued on Forja Boreal stays (no other spec reads that queue after this one).
 */

/** Counts the taps of one task: `tap` clicks a locator and counts it. */
function clickCounter() {
  let count = 0;
  return {
    tap: async (target: Locator) => {
      await target.click();
      count += 1;
    },
    get count() {
      return count;
    },
  };
}

/** POSTs with the page's session (the demo API), for undoing what a task sent. */
async function apiPost(page: Page, path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('imperio.access_token'));
  const response = await page.request.post(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
}

/** Waits for the fleet form's create call and returns the mission's id (for recalling it). */
async function missionCreated(page: Page, send: () => Promise<void>): Promise<number> {
  const created: Promise<Response> = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /\/api\/fleet\/missions\/create\/$/.test(response.url()),
  );
  await send();
  const response = await created;
  expect(response.ok()).toBe(true);
  return Number(((await response.json()) as { id: number }).id);
}

/** From a galaxy slot (opened in the grid) to its fleet mission: the slot, then the mission's button. */
async function slotMission(page: Page, tap: (target: Locator) => Promise<void>, position: number, mission: string) {
  await tap(page.locator(`button[data-position="${position}"]`));
  await tap(page.getByRole('group', { name: 'Enviar flota' }).getByRole('button', { name: mission, exact: true }));
}

test.describe('cockpit clicks', () => {
  test('upgrade a mine (the deuterium synthesizer) on another planet: 3 clicks', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await loginAsDemo(page);
    const clicks = clickCounter();
    await clicks.tap(page.getByRole('button', { name: 'Planeta siguiente: Forja Boreal' }));
    await clicks.tap(mainNav(page).getByRole('link', { name: 'Edificios' }));
    const mine = page
      .getByTestId('building-card')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Sintetizador de deuterio', exact: true }) });
    await clicks.tap(mine.getByRole('button', { name: /^Mejorar a nivel \d+: Sintetizador de deuterio$/ }));
    await expect(mine.getByTestId('building-queued').or(mine.getByTestId('building-countdown'))).toBeVisible();
    expect(clicks.count).toBe(3);
    expect(errors).toEqual([]);
  });

  test('send all cargo to the main planet: 7 clicks', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await loginAsDemo(page);
    const clicks = clickCounter();
    await clicks.tap(page.getByRole('button', { name: 'Planeta siguiente: Forja Boreal' }));
    await clicks.tap(mainNav(page).getByRole('link', { name: 'Galaxia' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:44]' })).toBeVisible();
    await clicks.tap(page.getByRole('button', { name: 'Sistema anterior' }));
    await clicks.tap(page.getByRole('button', { name: 'Sistema anterior' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:42]' })).toBeVisible();
    await slotMission(page, clicks.tap, 7, 'Transportar');
    const form = page.getByRole('form', { name: 'Nueva Misión' });
    await expect(form.getByTestId('mission-origin')).toContainText('Forja Boreal [1:44:4]');
    // The hand-over brings the cargo ships for the whole stock, then 'todo' once the fuel is known.
    await expect(form.getByTestId('ship-small_cargo')).not.toHaveValue('');
    await expect(form.getByTestId('cargo-metal')).not.toHaveValue('0');
    const id = await missionCreated(page, () => clicks.tap(form.getByRole('button', { name: 'Enviar misión' })));
    await expect(page.getByText('Misión enviada: Transporte hacia [1:42:7]')).toBeVisible();
    expect(clicks.count).toBe(7);
    await apiPost(page, `fleet/missions/${id}/cancel/`);
    expect(errors).toEqual([]);
  });

  test('spy on a slot: 3 clicks', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await loginAsDemo(page);
    const clicks = clickCounter();
    await clicks.tap(mainNav(page).getByRole('link', { name: 'Galaxia' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:42]' })).toBeVisible();
    // 'Espiar' sends one probe at once: the galaxy's second click is the send.
    const id = await missionCreated(page, () => slotMission(page, clicks.tap, 4, 'Espiar'));
    await expect(page.getByText('Misión enviada: Espionaje hacia [1:42:4]')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver en Flota' })).toBeVisible();
    expect(clicks.count).toBe(3);
    await apiPost(page, `fleet/missions/${id}/cancel/`);
    expect(errors).toEqual([]);
  });

  test('recycle a debris field: 3 clicks', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await loginAsDemo(page);
    const clicks = clickCounter();
    await clicks.tap(mainNav(page).getByRole('link', { name: 'Galaxia' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:42]' })).toBeVisible();
    // 'Enviar recicladores' sends at once the recyclers that carry the whole field.
    const id = await missionCreated(page, () => slotMission(page, clicks.tap, 9, 'Enviar recicladores'));
    await expect(page.getByText(/Misión enviada: (Reciclaje|Reciclar) hacia \[1:42:9\]/)).toBeVisible();
    expect(clicks.count).toBe(3);
    await apiPost(page, `fleet/missions/${id}/cancel/`);
    expect(errors).toEqual([]);
  });

  test('reply to a message: 5 clicks and the reply typed', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await loginAsDemo(page);
    const clicks = clickCounter();
    await clicks.tap(mainNav(page).getByRole('link', { name: 'Mensajes' }));
    await clicks.tap(page.getByRole('tab', { name: /^Mensajes/ }));
    await clicks.tap(page.getByRole('button', { name: 'Responder' }).first());
    const compose = page.getByRole('dialog', { name: 'Responder Mensaje' });
    await clicks.tap(compose.getByLabel('Contenido'));
    await page.keyboard.type('Recibido, comandante.');
    const sent: Promise<Response> = page.waitForResponse(
      (response) => response.request().method() === 'POST' && /\/api\/messages\/(reply|send)\/$/.test(response.url()),
    );
    await clicks.tap(compose.getByRole('button', { name: /^(Enviar|Responder)$/ }));
    const answer = await sent;
    expect(answer.ok()).toBe(true);
    await expect(compose).toBeHidden();
    expect(clicks.count).toBe(5);
    const id = Number(((await answer.json()) as { id: number }).id);
    await apiPost(page, 'messages/actions/', { action: 'delete', message_ids: [id] });
    expect(errors).toEqual([]);
  });
});
