import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * The desktop shell's main navigation bar (12 links). Clicks on a destination go through it: a bare
 * `getByRole('link', { name: 'Flota' })` also matches the dashboard's 'Enviar flota' once that renders.
 */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Navegación principal' });

/**
 * Logs in as the demo commander from the login screen and waits for the shell: its main
 * navigation bar on desktops, its tab bar below 1025 px (phones and tablets).
 */
export async function loginAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('imperio');
  await page.getByRole('button', { name: 'Lanzar Imperio' }).click();
  await expect(mainNav(page).or(page.getByTestId('tab-bar')).filter({ visible: true })).toBeVisible();
}

/** Fails the test on any console error or uncaught exception of the page. */
export function failOnConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The start-up probe posts an empty login on purpose; its 400 means "available" (p1 §7.1).
    if (message.location().url.endsWith('/api/auth/login/') && message.text().includes('400')) return;
    // An unexplored system answers 404 (p1 §7.2: 'a 404 means an empty system'); the galaxy prefetches neighbours.
    if (/\/api\/galaxy\/systems\/\d+\/\d+\/$/.test(message.location().url) && message.text().includes('404')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The three localStorage keys of a session (spec p1 §4). */
export const SESSION_STORAGE_KEYS = ['imperio.access_token', 'imperio.refresh_token', 'imperio.user'] as const;

/** What the demo API's login answers: the tokens and the user. */
export interface ApiSession {
  access: string;
  refresh: string;
  user: { id: number; username: string };
}

/**
 * Logs a commander in through the real API (POST /api/auth/login/) from a Playwright request
 * context whose baseURL is the test server; returns the tokens. Throws on a non-200 answer.
 */
export async function apiLogin(request: APIRequestContext, username: string, password = 'imperio'): Promise<ApiSession> {
  const response = await request.post('/api/auth/login/', { data: { username, password } });
  if (!response.ok()) throw new Error(`login as ${username} answered ${response.status()}`);
  return (await response.json()) as ApiSession;
}

/** The session keys present in the page's localStorage, as a key → value record. */
export async function storedSession(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    (keys) => {
      const out: Record<string, string> = {};
      for (const key of keys) {
        const value = localStorage.getItem(key);
        if (value !== null) out[key] = value;
      }
      return out;
    },
    [...SESSION_STORAGE_KEYS],
  );
}

/**
 * The server refuses the page's next authorised GET once with SimpleJWT's 401, as it would an
 * expired access token; every other request passes on (to a route registered before this one,
 * else to the network). Undo with `page.unroute('**\/api/**')`.
 */
export async function refuseNextAuthorisedGet(page: Page): Promise<void> {
  let refused = false;
  await page.route('**/api/**', async (route) => {
    if (refused || route.request().method() !== 'GET' || !route.request().headers()['authorization']) return route.fallback();
    refused = true;
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"detail":"Given token not valid for any token type","code":"token_not_valid"}',
    });
  });
}
