import { expect, test, type Page, type Route } from '@playwright/test';
import { loginAsDemo, mainNav } from './helpers';

/**
 * Fault matrix: every screen that calls the API is driven through a 500, a dropped
 * connection, malformed JSON, an answer of the wrong shape and a 404 on all its calls (auth
 * excepted; the own-planet list that gives the selected planet is broken only on the screens
 * that own it, dashboard and galaxy). Whatever the fault: no uncaught error, no crashed screen, the shell stays, the screen
 * still says something; for 500, network and malformed answers an error message is shown.
 */
const SCREENS = ['dashboard', 'galaxy', 'buildings', 'research', 'hangar', 'defense', 'fleet', 'messages', 'profile'] as const;

type Fault = '500' | 'network' | 'malformed' | 'wrong-shape' | '404';
const FAULTS: Record<Fault, (route: Route) => Promise<void>> = {
  '500': (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  network: (route) => route.abort('failed'),
  malformed: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken": ' }),
  'wrong-shape': (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected": [1, 2, 3]}' }),
  '404': (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"detail": "No encontrado."}' }),
};
const MUST_SHOW_ERROR: Fault[] = ['500', 'network', 'malformed'];
/** The profile reads the stored user and calls the API only on save (p2 §7): nothing to fail on open. */
const NO_CALLS_ON_OPEN = new Set<string>(['profile']);

/** Screens that own the planet list; the others get the selected planet from it, kept healthy. */
const PLANET_LIST_OWNERS = new Set<string>(['dashboard', 'galaxy']);

/** Routes the screen's API calls to `fault`; returns how many faulty answers were served so far. */
async function breakApi(page: Page, screen: string, fault: Fault): Promise<() => number> {
  let served = 0;
  await page.route(
    (url) =>
      url.pathname.startsWith('/api/') &&
      !url.pathname.startsWith('/api/auth/') &&
      (PLANET_LIST_OWNERS.has(screen) || url.pathname !== '/api/galaxy/planets/'),
    async (route) => {
      await FAULTS[fault](route);
      served++;
    },
  );
  return () => served;
}

/** How long a screen gets to crash (or not) once its first faulty answer arrived. */
const AFTER_FAULT_MS = 600;

test.describe.configure({ mode: 'serial' });

for (const screen of SCREENS) {
  test(`${screen}: survives every fault`, async ({ page }) => {
    test.setTimeout(150_000);
    const crashes: string[] = [];
    page.on('pageerror', (error) => crashes.push(error.message));
    page.on('console', (message) => {
      if (message.text().includes('[imperio] screen crashed')) crashes.push(message.text());
    });
    await loginAsDemo(page);
    for (const fault of Object.keys(FAULTS) as Fault[]) {
      await test.step(fault, async () => {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        const served = await breakApi(page, screen, fault);
        await page.goto(`/${screen}`);
        await expect(mainNav(page)).toBeVisible();
        const main = page.locator('main');
        if (MUST_SHOW_ERROR.includes(fault) && !NO_CALLS_ON_OPEN.has(screen)) {
          await expect(main.getByRole('alert').first()).toBeVisible({ timeout: 20_000 });
        } else {
          // Every screen's shell polls the API (unread counts, resources), so a fault always arrives.
          await expect.poll(served, { timeout: 20_000 }).toBeGreaterThan(0);
          await page.waitForTimeout(AFTER_FAULT_MS);
        }
        await expect(main).not.toBeEmpty();
        expect((await main.innerText()).trim().length).toBeGreaterThan(0);
        await expect(page.getByText('Algo ha fallado en esta pantalla.')).toHaveCount(0);
        expect(crashes, `${screen} / ${fault}`).toEqual([]);
      });
    }
  });
}

test('a call that never answers gives up after the time-out and says so', async ({ page }) => {
  await loginAsDemo(page);
  // Hang every planet-list call: 15 s per attempt, retried twice with back-off. The page's clock
  // is driven by the test, so the time-outs and back-offs pass without waiting for them.
  let calls = 0;
  await page.route(
    (url) => url.pathname === '/api/galaxy/planets/',
    () => void calls++,
  );
  await page.clock.install();
  await page.goto('/dashboard');
  await expect.poll(() => calls).toBe(1);
  const failed = page.getByRole('alert').filter({ hasText: 'Error al cargar planetas' });
  // Before the time-out nothing is given up.
  await page.clock.fastForward(14_000);
  await expect(failed).toHaveCount(0);
  for (let step = 0; step < 12 && !(await failed.isVisible()); step++) {
    await page.clock.fastForward(8_000);
    await page.waitForTimeout(150);
  }
  await expect(failed).toBeVisible();
  expect(calls).toBe(3);
});
