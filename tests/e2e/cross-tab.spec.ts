import { expect, test, type Page } from '@playwright/test';
import { loginAsDemo, mainNav, refuseNextAuthorisedGet, storedSession } from './helpers';

/**
 * Cross-tab session (spec p1 §4): two tabs of one browser share the stored
 * session, and each follows what the other does through the `storage` event — a logout, a
 * login, a refresh, a failed refresh.
 */

const loginButton = (page: Page) => page.getByRole('button', { name: 'Lanzar Imperio' });

/** Records the API calls of a page as `METHOD /path` with the bearer token sent (or '-'). */
function apiCalls(page: Page): Array<{ call: string; bearer: string }> {
  const calls: Array<{ call: string; bearer: string }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    calls.push({
      call: `${request.method()} ${url.pathname}`,
      bearer: (request.headers()['authorization'] ?? '-').replace(/^Bearer /, ''),
    });
  });
  return calls;
}

async function openLoggedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(mainNav(page)).toBeVisible();
}

test('logging out in one tab sends the other to the login screen, and it goes quiet', async ({ page, context }) => {
  await loginAsDemo(page);
  const other = await context.newPage();
  await openLoggedIn(other, '/galaxy');
  const otherCalls = apiCalls(other);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(loginButton(page)).toBeVisible();
  await expect(loginButton(other)).toBeVisible();
  await expect(mainNav(other)).toHaveCount(0);
  expect(await storedSession(other)).toEqual({});

  // The other tab stops calling the API once it has seen the logout.
  const before = otherCalls.length;
  await other.waitForTimeout(3_000);
  expect(otherCalls.slice(before)).toEqual([]);
});

test('logging in in one tab shows the shell in the other', async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/');
  await expect(loginButton(other)).toBeVisible();

  await loginAsDemo(page);
  await expect(mainNav(other)).toBeVisible();
  await expect(other.getByTestId('user-chip')).toContainText('Almirante Demo');
  // And it works there: its own calls carry the token the first tab stored.
  const token = (await storedSession(page))['imperio.access_token'];
  const calls = apiCalls(other);
  await other.getByRole('link', { name: 'Galaxia', exact: true }).click();
  await expect(other.getByRole('link', { name: 'Galaxia', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.bearer !== token)).toEqual([]);
});

test('a refresh made in one tab is used by the other', async ({ page, context }) => {
  await loginAsDemo(page);
  const other = await context.newPage();
  await openLoggedIn(other, '/galaxy');
  const oldToken = (await storedSession(page))['imperio.access_token'];
  const calls = apiCalls(page);
  const otherCalls = apiCalls(other);

  // The server refuses the first tab's next call once, as it would an expired token.
  await refuseNextAuthorisedGet(page);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/token/refresh/') && response.status() === 200);
  await page.getByRole('link', { name: 'Edificios', exact: true }).click();
  await refreshed;
  await expect.poll(async () => (await storedSession(page))['imperio.access_token']).not.toBe(oldToken);
  const newToken = (await storedSession(page))['imperio.access_token'];

  // The other tab's next calls carry the new token, without a refresh of its own.
  const from = otherCalls.length;
  await other.getByRole('link', { name: 'Edificios', exact: true }).click();
  await expect(other.getByRole('link', { name: 'Edificios', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => otherCalls.length).toBeGreaterThan(from);
  expect(otherCalls.slice(from).filter((call) => call.bearer !== newToken)).toEqual([]);
  expect(otherCalls.filter((call) => call.call.endsWith('/auth/token/refresh/'))).toEqual([]);
  expect(calls.filter((call) => call.call.endsWith('/auth/token/refresh/'))).toHaveLength(1);
  await expect(mainNav(other)).toBeVisible();
});

test('a refresh that fails in one tab sends both tabs to the login screen', async ({ page, context, request }) => {
  await loginAsDemo(page);
  const other = await context.newPage();
  await openLoggedIn(other, '/galaxy');
  const session = await storedSession(page);

  // The refresh token is revoked elsewhere; the server then refuses the first tab's next call.
  expect((await request.post('/api/auth/logout/', { data: { refresh: session['imperio.refresh_token'] } })).status()).toBe(205);
  await refuseNextAuthorisedGet(page);
  // The click makes sure a call comes; on a busy machine a poll (active missions, resources) can
  // be the refused call first, and the link is gone before the click lands.
  await Promise.race([
    page
      .getByRole('link', { name: 'Edificios', exact: true })
      .click()
      .catch(() => undefined),
    loginButton(page).waitFor(),
  ]);

  await expect(loginButton(page)).toBeVisible();
  await expect(loginButton(other)).toBeVisible();
  expect(await storedSession(other)).toEqual({});
});

/**
 * The demo rotates refresh tokens and blacklists the used one (SimpleJWT's
 * ROTATE_REFRESH_TOKENS + BLACKLIST_AFTER_ROTATION). When the access token runs out in every
 * tab at once, one tab refreshes and the others use its result: no tab is logged out, one
 * refresh call per expiry, and the storage always holds all three keys.
 */
for (const tabs of [2, 5]) {
  test(`${tabs} tabs whose token runs out together share one refresh against the rotating demo`, async ({ page, context }) => {
    test.setTimeout(120_000);
    await loginAsDemo(page);
    const pages = [page];
    for (let i = 1; i < tabs; i++) {
      const other = await context.newPage();
      await openLoggedIn(other, '/galaxy');
      pages.push(other);
    }
    // A slow refresh (1.5 s, as over a poor network) so that the tabs' refreshes would overlap.
    await context.route('**/api/auth/token/refresh/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const refreshCalls: number[] = [];
    const refreshStatuses: number[] = [];
    context.on('request', (request) => {
      if (request.url().endsWith('/api/auth/token/refresh/')) refreshCalls.push(Date.now());
    });
    context.on('response', (response) => {
      if (response.url().endsWith('/api/auth/token/refresh/')) refreshStatuses.push(response.status());
    });
    const loggedOut = async () => (await Promise.all(pages.map((tab) => loginButton(tab).count()))).reduce((a, b) => a + b, 0);

    for (let round = 1; round <= 3; round++) {
      const before = await storedSession(page);
      // The access token runs out for every tab at the same moment (they share the storage).
      await page.evaluate(() =>
        localStorage.setItem('imperio.access_token', `mock-access.1.1000.expired${Math.random().toString(36).slice(2, 8)}`),
      );
      // Every tab makes calls at once.
      const target = round % 2 ? 'Edificios' : 'Galaxia';
      await Promise.all(pages.map((tab) => tab.getByRole('link', { name: target, exact: true }).click()));
      for (const tab of pages) {
        await expect(tab.getByRole('link', { name: target, exact: true })).toHaveAttribute('aria-current', 'page');
      }
      await expect.poll(() => refreshCalls.length).toBe(round);
      await expect.poll(async () => (await storedSession(page))['imperio.refresh_token']).not.toBe(before['imperio.refresh_token']);
      // Let any late caller finish: still one refresh for this expiry, nobody logged out.
      await page.waitForTimeout(1_500);
      expect(refreshCalls).toHaveLength(round);
      expect(refreshStatuses.every((status) => status === 200)).toBe(true);
      expect(await loggedOut()).toBe(0);
      for (const tab of pages) {
        await expect(mainNav(tab)).toBeVisible();
        expect(Object.keys(await storedSession(tab)).sort()).toEqual(['imperio.access_token', 'imperio.refresh_token', 'imperio.user']);
      }
    }
  });
}
