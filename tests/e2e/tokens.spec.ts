import { expect, test, type Page } from '@playwright/test';
import { mainNav, refuseNextAuthorisedGet, SESSION_STORAGE_KEYS, storedSession } from './helpers';

/**
 * Tokens (spec p1 §4): never logged, never in a URL, cleared on logout and
 * when the refresh fails; an error shown after a 401 carries no token. Also a session's end of the
 * road: a failed refresh sends the player to the login screen and the app goes quiet.
 *
 * A refresh is forced by replacing the stored access token with an expired one: the demo API
 * answers 401 to it exactly as it does when the real one runs out.
 */

interface Trace {
  urls: string[];
  referers: string[];
  console: string[];
  api: string[];
}

/** Records every request URL, referer, console line, page error and navigation of the page. */
function trace(page: Page): Trace {
  const recorded: Trace = { urls: [], referers: [], console: [], api: [] };
  page.on('request', (request) => {
    recorded.urls.push(request.url());
    const referer = request.headers()['referer'];
    if (referer) recorded.referers.push(referer);
    if (new URL(request.url()).pathname.startsWith('/api/')) recorded.api.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  page.on('console', (message) => recorded.console.push(`${message.type()}: ${message.text()} @ ${message.location().url}`));
  page.on('pageerror', (error) => recorded.console.push(`pageerror: ${error.message}`));
  page.on('framenavigated', (frame) => recorded.urls.push(frame.url()));
  return recorded;
}

/** Logs in as demo from the login screen; returns the stored session. */
async function login(page: Page): Promise<Record<string, string>> {
  await page.goto('/');
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('imperio');
  await page.getByRole('button', { name: 'Lanzar Imperio' }).click();
  await expect(mainNav(page)).toBeVisible();
  const session = await storedSession(page);
  expect(Object.keys(session).sort()).toEqual([...SESSION_STORAGE_KEYS].sort());
  return session;
}

/** Replaces the stored access token with one the demo API sees as expired; returns it. */
async function expireAccessToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const current = localStorage.getItem('imperio.access_token') ?? '';
    const userId = /^mock-access\.(\d+)\./.exec(current)?.[1] ?? '1';
    const expired = `mock-access.${userId}.1000.expired${Math.random().toString(36).slice(2, 8)}`;
    localStorage.setItem('imperio.access_token', expired);
    return expired;
  });
}

/** Everything a token could leak into that the page or its user can see. */
async function exposures(page: Page, recorded: Trace): Promise<string[]> {
  const state = await page.evaluate(() => ({
    title: document.title,
    html: document.documentElement.outerHTML,
    session: Object.entries(sessionStorage).map(([key, value]) => `${key}=${value}`),
    history: `${location.href} ${JSON.stringify(history.state)}`,
  }));
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  return [
    ...recorded.urls,
    ...recorded.referers,
    ...recorded.console,
    state.title,
    state.html,
    ...state.session,
    state.history,
    ...cookies,
  ];
}

function leaks(places: string[], tokens: string[]): string[] {
  return places.flatMap((place) =>
    tokens.filter((token) => place.includes(token)).map((token) => `${token.slice(0, 24)}… in ${place.slice(0, 160)}`),
  );
}

test('during a session with a refresh no token is logged or put in a URL; logout clears all three keys', async ({ page, request }) => {
  const recorded = trace(page);
  const first = await login(page);
  const tokens = [first['imperio.access_token']!, first['imperio.refresh_token']!];

  for (const name of ['Galaxia', 'Edificios', 'Mensajes']) {
    // 'Mensajes' carries its unread badge in its name ('Mensajes 13 (13 sin leer)').
    const link = page.getByRole('link', { name: new RegExp(`^${name}( |$)`) });
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
  }

  // Force a refresh: the next calls get 401, one refresh runs, the calls are repeated.
  // Listen first: a background poll may meet the 401 and refresh before the click does.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/token/refresh/') && response.status() === 200);
  tokens.push(await expireAccessToken(page));
  await page.getByRole('link', { name: 'Centro de Mando', exact: true }).click();
  await refreshed;
  await expect.poll(async () => (await storedSession(page))['imperio.access_token']).not.toBe(tokens[2]);
  const renewed = (await storedSession(page))['imperio.access_token']!;
  expect(renewed).not.toBe(tokens[0]);
  expect(renewed).toMatch(/^mock-access\./);
  tokens.push(renewed);
  await page.getByRole('link', { name: 'Galaxia', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Galaxia', exact: true })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(mainNav(page)).toBeVisible();

  expect(leaks(await exposures(page, recorded), tokens)).toEqual([]);
  expect(recorded.api.filter((call) => call.endsWith('/api/auth/token/refresh/'))).toHaveLength(1);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  expect(await storedSession(page)).toEqual({});
  expect(leaks(await exposures(page, recorded), tokens)).toEqual([]);
  // Logout also revoked the refresh token on the server: it no longer buys an access token.
  const reuse = await request.post('/api/auth/token/refresh/', { data: { refresh: first['imperio.refresh_token'] } });
  expect(reuse.status()).toBe(401);
});

test('a failed refresh clears the session, shows the login screen and the app makes no further calls', async ({ page, request }) => {
  test.setTimeout(60_000);
  const recorded = trace(page);
  const session = await login(page);
  await page.getByRole('link', { name: 'Galaxia', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Galaxia', exact: true })).toHaveAttribute('aria-current', 'page');

  // Another device logs this session out (the refresh token is revoked), then the access token runs out.
  const revoked = await request.post('/api/auth/logout/', { data: { refresh: session['imperio.refresh_token'] } });
  expect(revoked.status()).toBe(205);
  const expired = await expireAccessToken(page);
  // A screen not visited yet, so its calls certainly go out (the dashboard's may still be fresh).
  await page.getByRole('link', { name: /^Mensajes( |$)/ }).click();

  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  // The root page, remembering where the player was for the next login.
  await expect(page).toHaveURL(/\/\?next=%2Fmessages$/);
  expect(await storedSession(page)).toEqual({});
  expect(recorded.api.filter((call) => call.endsWith('/api/auth/token/refresh/'))).toHaveLength(1);

  // Quiet from here on: no polling, no retries, no second refresh.
  const before = recorded.api.length;
  await page.waitForTimeout(10_000);
  expect(recorded.api.slice(before)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  expect(await storedSession(page)).toEqual({});
  expect(leaks(await exposures(page, recorded), [session['imperio.access_token']!, session['imperio.refresh_token']!, expired])).toEqual(
    [],
  );
});

test('an error shown after a 401 never shows the token, even when the server echoes it encoded, in capitals or split', async ({ page }) => {
  // A server text must not leak a token: `withoutTokens` (packages/api-client/src/errors.ts)
  // removes every run of 8 or more of a token's characters, whatever the case, percent-encoded
  // or split by white space, before a server text becomes ApiError.serverMessage.
  const recorded = trace(page);
  const session = await login(page);
  const seen = new Set<string>([session['imperio.access_token']!, session['imperio.refresh_token']!]);
  // A careless backend that repeats the bearer token in its 401 body, for every attempt.
  await page.route('**/api/messages/987654/', async (route) => {
    const bearer = (route.request().headers()['authorization'] ?? '').replace(/^Bearer /, '');
    seen.add(bearer);
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        detail: `Token ${bearer} no válido para ningún tipo de token`,
        message: `Rechazado: ${encodeURIComponent(bearer)} / ${bearer.toUpperCase()} / ${bearer.slice(0, 24)} ${bearer.slice(24)} / ${Array.from(bearer, (c) => `%${c.charCodeAt(0).toString(16)}`).join('')}`,
        code: 'token_not_valid',
      }),
    });
  });
  await page.getByRole('link', { name: /^Mensajes( |$)/ }).click();
  await page.getByRole('tab', { name: 'Mensajes' }).click();
  await page.evaluate(() => {
    history.pushState(null, '', '/messages?tab=messages&folder=inbox&message=987654');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  const panel = page.getByTestId('reader-panel');
  await expect(panel).toContainText('Mensaje no encontrado');
  // The refresh ran (it succeeded: the session stays) and the repeat was refused again.
  expect(recorded.api.filter((call) => call === 'GET /api/messages/987654/')).toHaveLength(2);
  const after = await storedSession(page);
  seen.add(after['imperio.access_token']!);
  expect(seen.size).toBeGreaterThanOrEqual(3);
  expect(leaks([await panel.innerText(), ...(await exposures(page, recorded))], [...seen])).toEqual([]);
  const shown = (await panel.innerText()).toLowerCase();
  for (const token of seen) {
    for (let i = 0; i + 12 <= token.length; i += 4) expect(shown).not.toContain(token.slice(i, i + 12).toLowerCase());
  }
});

test('forged demo tokens are refused: 0 accepted', async ({ request }) => {
  const forged = [
    'mock-access.2.99999999999999.x',
    'mock-access.1.99999999999999.x',
    'mock-access.3.99999999999999.0123456789abcdef0123456789abcdef',
  ];
  const paths = ['/api/galaxy/planets/?owner=me', '/api/messages/', '/api/research/user/', '/api/notifications/counts/'];
  let accepted = 0;
  for (const token of forged) {
    for (const path of paths) {
      const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
      if (answer.status() !== 401) accepted++;
    }
  }
  expect(accepted).toBe(0);
});

test('logout with an expired access token refreshes, then revokes the current refresh token', async ({ page, request }) => {
  const recorded = trace(page);
  const first = await login(page);
  await expireAccessToken(page);
  const before = recorded.api.length;
  let rotated = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/auth/token/refresh/') && response.ok())
      rotated = ((await response.json()) as { refresh: string }).refresh;
  });
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  // The logout is refused (401) and then sent again after a refresh — unless a screen's call
  // met the expiry first and refreshed before the click; either way: refresh, then a revoke.
  const auth = () => recorded.api.slice(before).filter((call) => call.includes('/auth/'));
  await expect.poll(() => auth().at(-1)).toBe('POST /api/auth/logout/');
  expect(auth().filter((call) => call.endsWith('/token/refresh/'))).toHaveLength(1);
  expect(auth().indexOf('POST /api/auth/token/refresh/')).toBeLessThan(auth().lastIndexOf('POST /api/auth/logout/'));
  expect(await storedSession(page)).toEqual({});
  await expect.poll(() => rotated).toMatch(/^mock-refresh\./);
  // Nothing to show: the server revoked the session.
  await expect(page.getByText('no se pudo contactar con el servidor')).toHaveCount(0);
  // The refresh token of the login was rotated away, and the rotated one was revoked.
  expect((await request.post('/api/auth/token/refresh/', { data: { refresh: first['imperio.refresh_token'] } })).status()).toBe(401);
  expect((await request.post('/api/auth/token/refresh/', { data: { refresh: rotated } })).status()).toBe(401);
});

test('logout while the server cannot be reached still clears the session and says so', async ({ page }) => {
  const session = await login(page);
  await page.route('**/api/auth/logout/', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  expect(await storedSession(page)).toEqual({});
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Has cerrado la sesión en este dispositivo, pero no se pudo contactar con el servidor para anularla.' }),
  ).toBeVisible();
  // The session really was not revoked: the honest notice is needed.
  expect(session['imperio.refresh_token']).toMatch(/^mock-refresh\./);
  // Shown once: a reload of the login page no longer shows it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  await expect(page.getByText('no se pudo contactar con el servidor')).toHaveCount(0);
});

test('a refresh that fails for a moment (503, HTML, dropped) logs nobody out', async ({ page }) => {
  const recorded = trace(page);
  await login(page);
  const answers = [
    (route: import('@playwright/test').Route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"down"}' }),
    (route: import('@playwright/test').Route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>Mantenimiento</html>' }),
    (route: import('@playwright/test').Route) => route.abort('connectionreset'),
  ];
  const refreshCalls = () => recorded.api.filter((call) => call.endsWith('/auth/token/refresh/')).length;
  // A screen not opened before in this test for each outage: its data is not in the cache (a
  // screen revisited within 5 s would be served from it, with no call, hence no refresh).
  const screens = ['Edificios', 'Investigación', 'Mercado'];
  let loggedOut = 0;
  for (const [index, answer] of answers.entries()) {
    await page.route('**/api/auth/token/refresh/', answer);
    // The server refuses the tab's next call as it would an expired token. (Writing an expired
    // token into the storage raced with the refresh the previous round's dashboard may still have
    // out: its answer overwrote the expired token, and no refresh came.)
    await refuseNextAuthorisedGet(page);
    const before = refreshCalls();
    await mainNav(page).getByRole('link', { name: screens[index], exact: true }).click();
    await expect.poll(refreshCalls).toBeGreaterThan(before);
    await page.waitForTimeout(1_000);
    if ((await page.getByRole('button', { name: 'Lanzar Imperio' }).count()) > 0) loggedOut++;
    expect(Object.keys(await storedSession(page)).sort()).toEqual([...SESSION_STORAGE_KEYS].sort());
    await page.unroute('**/api/**');
    await page.unroute('**/api/auth/token/refresh/');
    await page.getByRole('link', { name: 'Centro de Mando', exact: true }).click();
  }
  expect(loggedOut).toBe(0);
  // The server is back: the next call refreshes and the player carries on. Listen before the
  // token expires: a refresh still out from the last outage (or a background poll) may answer
  // first, and its token then serves the click without a second refresh.
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/auth/token/refresh/') && response.status() === 200);
  const expired = await expireAccessToken(page);
  await page.getByRole('link', { name: 'Galaxia', exact: true }).click();
  await refreshed;
  await expect(page.getByRole('link', { name: 'Galaxia', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await storedSession(page))['imperio.access_token']).not.toBe(expired);
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toHaveCount(0);
});
