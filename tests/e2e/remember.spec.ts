import { expect, test, type Page } from '@playwright/test';
import { mainNav, SESSION_STORAGE_KEYS } from './helpers';

/**
 * 'Recordarme' (spec p1 §2.2, docs/decisions/session-modes.md): unchecked, the session lives in
 * each tab's sessionStorage, new tabs of the same browser session get it over the session
 * channel, and a new browser session (the same profile's lasting storage, nothing else) starts
 * at the login screen; checked, it lasts in localStorage as before.
 */

async function logIn(page: Page, remember: boolean) {
  await page.goto('/');
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('imperio');
  await page.getByRole('checkbox', { name: 'Recordarme' }).setChecked(remember);
  await page.getByRole('button', { name: 'Lanzar Imperio' }).click();
  await expect(mainNav(page)).toBeVisible();
}

/** Which of the session keys each storage of the page holds. */
function keysIn(page: Page) {
  return page.evaluate(
    (keys) => {
      const held = (storage: Storage) => keys.filter((key) => storage.getItem(key) !== null);
      return { local: held(localStorage), tab: held(sessionStorage) };
    },
    [...SESSION_STORAGE_KEYS],
  );
}

test('unchecked: the session is for this browser session; a new tab shares it, a new browser session does not', async ({
  page,
  context,
  browser,
}) => {
  await logIn(page, false);
  expect(await keysIn(page)).toEqual({ local: [], tab: [...SESSION_STORAGE_KEYS] });

  const other = await context.newPage();
  await other.goto('/galaxy');
  await expect(mainNav(other)).toBeVisible();
  expect((await keysIn(other)).tab).toEqual([...SESSION_STORAGE_KEYS]);

  // The other tab logs out: this one follows.
  await other.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();

  await logIn(page, false);
  // What outlives the browser session: the lasting storage (localStorage, cookies), not the tabs'.
  const later = await browser.newContext({ storageState: await context.storageState() });
  const reopened = await later.newPage();
  await reopened.goto('/dashboard');
  await expect(reopened.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  await later.close();
});

test('checked: the session lasts in localStorage, into a new browser session', async ({ page, context, browser }) => {
  await logIn(page, true);
  expect(await keysIn(page)).toEqual({ local: [...SESSION_STORAGE_KEYS], tab: [] });
  const later = await browser.newContext({ storageState: await context.storageState() });
  const reopened = await later.newPage();
  await reopened.goto('/dashboard');
  await expect(mainNav(reopened)).toBeVisible();
  await later.close();
});
