import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo, mainNav } from './helpers';

test('a visitor logs in, reloads and stays logged in, then logs out', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto('/galaxy');
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();

  await loginAsDemo(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-chip')).toContainText('Almirante Demo');

  await page.reload();
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByTestId('user-chip')).toContainText('Almirante Demo');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('token')))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the login route loads neither the shell nor the answer schema until the form is touched', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // Hydrated: React owns the prerendered form.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => /\/AuthenticatedApp-|\/Dashboard-/.test(path))).toEqual([]);
  expect(scripts.filter((path) => /\/session-/.test(path))).toEqual([]);
  // The first touch of the form fetches the schema, and the login goes through.
  await page.getByLabel('Usuario').click();
  await expect.poll(() => scripts.filter((path) => /\/session-/.test(path)).length).toBe(1);
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('imperio');
  await page.getByRole('button', { name: 'Lanzar Imperio' }).click();
  await expect(mainNav(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a wrong password shows the server message in the red box', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('nope');
  await page.getByRole('button', { name: 'Lanzar Imperio' }).click();
  await expect(page.getByRole('alert')).toContainText('credenciales');
  await expect(page.getByLabel('Usuario')).toHaveValue('demo');
});

test('unknown paths go to the dashboard and every nav link opens its screen', async ({ page }) => {
  await loginAsDemo(page);
  await page.goto('/nowhere');
  await expect(page).toHaveURL(/\/dashboard$/);
  await mainNav(page).getByRole('link', { name: 'Galaxia' }).click();
  await expect(page).toHaveURL(/\/galaxy$/);
  await expect(mainNav(page).getByRole('link', { name: 'Galaxia' })).toHaveAttribute('aria-current', 'page');
});

test('the server sends a strict CSP and the app runs under it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type|TrustedScript/i.test(message.text())) violations.push(message.text());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  await loginAsDemo(page);
  // The login starts the worker that sets up Intl off the main thread, under the same policy.
  await expect.poll(() => workers).toContain('/intl-warm-up.js');
  expect(violations).toEqual([]);
});

/** Fills the login form where the page already is (not via '/'), and waits for the shell. */
async function loginHere(page: import('@playwright/test').Page): Promise<void> {
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('imperio');
  await page.getByRole('button', { name: 'Lanzar Imperio' }).click();
  await expect(mainNav(page)).toBeVisible();
}

test('a deep link survives login, and a stored session opens it directly', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto('/galaxy?g=2&s=45');
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  await loginHere(page);
  await expect(page).toHaveURL(/\/galaxy\?g=2&s=45$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [2:45]' })).toBeVisible();

  // With the session stored, the address opens at once.
  await page.goto('/messages?tab=messages');
  await expect(page).toHaveURL(/\/messages\?tab=messages$/);
  await page.goto('/galaxy?g=3&s=7');
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [3:7]' })).toBeVisible();
  // The root page's return address works too when logged in.
  await page.goto(`/?next=${encodeURIComponent('/galaxy?g=2&s=45')}`);
  await expect(page).toHaveURL(/\/galaxy\?g=2&s=45$/);
  expect(errors).toEqual([]);
});

test('after an expiry the login returns to the screen the player was on', async ({ page, request }) => {
  await loginAsDemo(page);
  await page.goto('/galaxy?g=2&s=45');
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [2:45]' })).toBeVisible();
  // The session ends elsewhere (refresh token revoked) and the access token runs out.
  const refresh = await page.evaluate(() => localStorage.getItem('imperio.refresh_token'));
  expect((await request.post('/api/auth/logout/', { data: { refresh } })).status()).toBe(205);
  await page.evaluate(() => localStorage.setItem('imperio.access_token', 'mock-access.1.1000.expired'));
  await page.getByRole('button', { name: 'Sistema siguiente' }).click();
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  await expect(page).toHaveURL(/\/\?next=%2Fgalaxy%3Fg%3D2%26s%3D4[56]$/);
  await loginHere(page);
  await expect(page).toHaveURL(/\/galaxy\?g=2&s=4[56]$/);
});

test('only same-origin paths are honoured after login (no open redirect)', async ({ page }) => {
  for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
    await page.goto(`/?next=${encodeURIComponent(next)}`);
    await loginHere(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  }
});

test('a screen chunk missing after a redeploy reloads the tab once, then offers a reload', async ({ page }) => {
  await loginAsDemo(page);
  let loads = 0;
  page.on('load', () => loads++);
  // The new deploy removed the old Galaxy chunk.
  await page.route(/\/assets\/Galaxy[^/]*\.js$/, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  await page.getByRole('link', { name: 'Galaxia', exact: true }).click();
  // One automatic reload; the chunk is still missing, so the boundary says what to do instead of looping.
  await expect.poll(() => loads).toBe(1);
  await expect(page).toHaveURL(/\/galaxy$/);
  await expect(page.getByText('Hay una versión nueva de Imperio. Recarga la página para continuar.')).toBeVisible();
  await page.waitForTimeout(2_000);
  expect(loads).toBe(1);
  // The deploy finishes: 'Recargar' brings the screen.
  await page.unroute(/\/assets\/Galaxy[^/]*\.js$/);
  await page.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Galaxia \[/ })).toBeVisible();
  expect(loads).toBe(2);
});

test('a path-shaped id in the address never reaches the API; the screen shows its default', async ({ page }) => {
  await loginAsDemo(page);
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  });
  for (const hostile of ['../missions/reports/901', '..%2Fmissions%2Freports%2F901', '901/../../auth/logout', '-1', '1e3']) {
    await page.goto(`/messages?tab=messages&message=${encodeURIComponent(hostile)}`);
    await expect(page.getByText('Selecciona un mensaje para verlo aquí')).toBeVisible();
  }
  expect(api.filter((path) => path.startsWith('/api/missions/reports/') || path.startsWith('/api/auth/logout'))).toEqual([]);
  expect(
    api.filter((path) => /^\/api\/messages\/[^/]+\/$/.test(path) && !/^\/api\/messages\/(stats|categories|templates|users)\/$/.test(path)),
  ).toEqual([]);
  await expect(mainNav(page)).toBeVisible();
});
