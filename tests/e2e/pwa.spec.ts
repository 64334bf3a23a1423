import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo } from './helpers';

/**
 * The prerendered login paints and hydrates under the strict CSP, the app
 * is installable (a valid manifest), and its service worker caches the shell but never `/api`.
 * The other specs block service workers (playwright.config.ts); this one lets them run.
 */
test.use({ serviceWorkers: 'allow' });

test('the page carries the prerendered login, which hydrates without errors', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  // What the server sends, before any script runs.
  const html = await (await page.request.get('/')).text();
  // Inert until hydrated: nothing typed or clicked before React owns the form is lost.
  expect(html).toContain('<div id="root" data-prerendered="login" inert>');
  expect(html).toContain('Lanzar Imperio');
  expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByLabel('Usuario').fill('demo');
  await expect(page.getByLabel('Usuario')).toHaveValue('demo');
  expect(errors).toEqual([]);
});

test('a stored English choice shows the English login, not the prerendered Spanish one', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('imperio.locale', 'en'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Launch Empire' })).toBeVisible();
  await expect(page.getByText('Lanzar Imperio')).toHaveCount(0);
  await page.evaluate(() => localStorage.removeItem('imperio.locale'));
  expect(errors).toEqual([]);
});

test('the web app manifest is valid and its icons exist', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Imperio', short_name: 'Imperio', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  // Installability needs a 192 and a 512 px PNG; a maskable one for Android's shapes.
  for (const size of ['192x192', '512x512'])
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.type === 'image/png')).toBe(true);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const file = await page.request.get(icon.src);
    expect(file.ok(), icon.src).toBe(true);
    expect(file.headers()['content-type']).toContain(icon.type);
  }
  // Both themes' colours for the browser's bar.
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveCount(1);
});

test('the service worker serves the shell from cache but never /api', async ({ page, context }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto('/');
  // Registered by the entry (no inline script, no script of its own) and in control after a reload.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const apiResponses: Array<{ url: string; fromServiceWorker: boolean }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      apiResponses.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  await loginAsDemo(page);
  expect(apiResponses.length).toBeGreaterThan(0);
  expect(apiResponses.filter((response) => response.fromServiceWorker)).toEqual([]);
  // No cache of the worker holds an /api answer.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.filter((url) => new URL(url).pathname.startsWith('/api'))).toEqual([]);
  // The precache holds the shell's lazy chunks too (its widgets; zod's core and mini API
  // (`zod-config`, `api`) and the answer schemas' modules, a chunk each), not only what the
  // browser's own cache happens to keep from this visit.
  for (const chunk of ['PlanetMenu', 'StorePopover', 'MoreSheet', 'zod-config', 'api', 'common', 'planet', 'mission'])
    expect(
      cached.some((url) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js`).test(url)),
      chunk,
    ).toBe(true);

  // Offline, the page still paints from the cache, and /api fails instead of answering from it.
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  // The shell's widgets that load after its first paint are part of it: offline,
  // their code still loads (from the cache) for the first press, and no screen fails on a
  // missing chunk. (Offline there are no planets to open the planet menu with.)
  for (const chunk of ['PlanetMenu', 'StorePopover', 'MoreSheet']) {
    const url = cached.find((href) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js`).test(href))!;
    const loaded = await page.evaluate(
      (href) =>
        import(href).then(
          () => 'loaded',
          () => 'failed',
        ),
      url,
    );
    expect(loaded, chunk).toBe('loaded');
  }
  await expect(page.getByText('Algo ha fallado en esta pantalla.')).toHaveCount(0);
  const api = await page.evaluate(() =>
    fetch('/api/auth/').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(api).toBe('failed');
  await context.setOffline(false);
  await page.evaluate(() => localStorage.clear());
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error))).toEqual([]);
});
