import { expect, test, type Browser, type Page } from '@playwright/test';
import { mainNav } from './helpers';

/**
 * Phone first: at 360×640, 390×844 and 768×1024 no route scrolls
 * sideways (`document.documentElement.scrollWidth <= innerWidth`); below 1025 px the header is
 * one row (at most 64 px on phones, at most 120 px on a 768 px tablet) and the
 * navigation is the bottom tab bar with 'Más'; on desktop the top bar keeps its twelve links. The
 * shell's links and buttons (header, resource bar, tab bar) are at least 44×44 px and its text at
 * least 14 px at every viewport; on phones every control of every screen is a 44×44 px target.
 *
 * One login per viewport; each route is its own test so the report names what fails.
 */
const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
] as const;

const ROUTES = [
  '/dashboard',
  '/galaxy',
  '/buildings',
  '/research',
  '/hangar',
  '/fleet',
  '/defense',
  '/feature1',
  '/simulator',
  '/trade',
  '/alliance',
  '/messages',
  '/profile',
] as const;

/** Tabs whose panel is not the route's first (their controls are checked on phones too). */
const TABS = [
  { route: '/messages', tab: 'Mensajes' },
  { route: '/fleet', tab: 'Nueva Misión' },
  { route: '/feature1', tab: 'Navegación' },
  { route: '/trade', tab: 'Mis ofertas' },
] as const;

/**
 * Screen-level overflows the shell cannot fix, per viewport width and route (each names the
 * screen; owned by the screen's helper). The test is expected to fail there.
 */
const KNOWN_OVERFLOWS: Partial<Record<(typeof VIEWPORTS)[number]['width'], readonly (typeof ROUTES)[number][]>> = {};

async function login(browser: Browser, viewport: { width: number; height: number }, touch = false): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    ...(touch ? { hasTouch: true, isMobile: true } : {}),
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('imperio');
  await page.getByRole('button', { name: 'Lanzar Imperio' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

/**
 * The shell's own controls and texts that break the phone rules: links and
 * buttons of the header, the resource bar and the tab bar smaller than 44×44 px, and visible
 * text in them under 14 px. Returns one line per offender (empty when all is well).
 */
async function shellOffenders(page: Page): Promise<{ targets: string[]; texts: string[] }> {
  return page.evaluate(() => {
    const regions = ['header', '[data-testid="resource-bar"]', '[data-testid="tab-bar"]']
      .map((selector) => document.querySelector<HTMLElement>(selector))
      .filter((region): region is HTMLElement => region !== null);
    const visible = (el: HTMLElement) => {
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && !el.closest('.visually-hidden');
    };
    const targets: string[] = [];
    const texts: string[] = [];
    for (const region of regions) {
      for (const el of Array.from(region.querySelectorAll<HTMLElement>('a, button'))) {
        const box = el.getBoundingClientRect();
        if (visible(el) && (box.width < 44 || box.height < 44))
          targets.push(`${el.textContent?.trim() || el.getAttribute('aria-label')}: ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
      for (const el of Array.from(region.querySelectorAll<HTMLElement>('*'))) {
        const ownText = Array.from(el.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        const size = parseFloat(getComputedStyle(el).fontSize);
        if (ownText && visible(el) && size < 14) texts.push(`${el.textContent?.trim()}: ${size}px`);
      }
    }
    return { targets, texts };
  });
}

/**
 * The controls of the screen (`#main`) smaller than 44×44 px: links, buttons, tabs, fields and
 * selects (a checkbox or radio counts with its visible labels, which take the tap too). One line each.
 */
async function screenTargetOffenders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'a[href], button, [role="tab"], [role="combobox"], input:not([type="hidden"]), select, textarea';
    const offenders: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(`#main :is(${selector})`))) {
      const own = control.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1 || control.closest('.visually-hidden')) continue;
      // A checkbox or radio is tapped through its visible labels too: the box they span together.
      const choice = control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
      const parts = [
        own,
        ...(choice ? Array.from(control.labels ?? []) : [])
          .filter((label) => !label.classList.contains('visually-hidden'))
          .map((label) => label.getBoundingClientRect()),
      ];
      const box = {
        width: Math.max(...parts.map((part) => part.right)) - Math.min(...parts.map((part) => part.left)),
        height: Math.max(...parts.map((part) => part.bottom)) - Math.min(...parts.map((part) => part.top)),
      };
      const name = control.getAttribute('aria-label') || control.textContent?.trim() || control.getAttribute('name') || control.tagName;
      if (box.width < 44 || box.height < 44) offenders.push(`${name.slice(0, 40)}: ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    return offenders;
  });
}

/** The route `open` last loaded in each page (a page that only measured it since is still on it). */
const opened = new WeakMap<Page, string>();

/**
 * Opens a route in the shell and waits until its screen has rendered its heading. A route's
 * checks are separate tests that only measure the page (its sideways scroll, then its tap
 * targets): the second finds the route loaded and settled by the first and does not load it
 * again. A page that went elsewhere since (a click, a tab, a fresh page after a failure) loads it.
 */
async function open(page: Page, route: string): Promise<void> {
  if (opened.get(page) === route && new URL(page.url()).pathname === route && !new URL(page.url()).search) return;
  opened.delete(page);
  await page.goto(route);
  await expect(page.locator('#main h1, #main h2').first()).toBeVisible({ timeout: 15_000 });
  // Lists and grids fill in after their queries; give them a moment to reach their full width.
  await page.waitForTimeout(600);
  opened.set(page, route);
}

/** Opens a route's second tab and returns its controls under 44×44 px (see screenTargetOffenders). */
async function tabTargetOffenders(page: Page, route: string, tab: string): Promise<string[]> {
  await open(page, route);
  await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  // Another panel of the route: a later `open` of it loads it afresh.
  opened.delete(page);
  await page.waitForTimeout(600);
  return screenTargetOffenders(page);
}

for (const viewport of VIEWPORTS) {
  const isPhone = viewport.width < 768;
  /** Phones and tablets (below 1025 px): the one-row header and the bottom tab bar. */
  const isCompact = viewport.width < 1025;
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await login(browser, viewport);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    if (isCompact) {
      test(`the header is one row of at most ${isPhone ? 64 : 120} px and the tab bar links are at least 44×44 px`, async () => {
        await open(page, '/dashboard');
        const header = await page.locator('header').first().boundingBox();
        expect(header?.height).toBeLessThanOrEqual(isPhone ? 64 : 120);
        // One row: the logo, the active planet and the user chip side by side.
        const row = page.locator('header');
        const tops = await Promise.all(
          [row.getByRole('link', { name: 'IMPERIO' }), row.getByTestId('planet-switcher'), row.getByTestId('user-chip')].map(
            async (el) => (await el.boundingBox())?.y ?? -1,
          ),
        );
        expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(20);
        // The shell's controls are at least 44×44 px and its text at least 14 px.
        expect(await shellOffenders(page)).toEqual({ targets: [], texts: [] });
        // The desktop bar is gone; the tab bar holds the four destinations and 'Más'.
        await expect(mainNav(page)).toBeHidden();
        const tabs = page.getByRole('navigation', { name: 'Accesos rápidos' });
        await expect(tabs).toBeVisible();
        const targets = tabs.locator('a, button');
        await expect(targets).toHaveCount(5);
        for (const box of await Promise.all((await targets.all()).map((target) => target.boundingBox()))) {
          expect(box?.width).toBeGreaterThanOrEqual(44);
          expect(box?.height).toBeGreaterThanOrEqual(44);
        }
        await expect(tabs.getByRole('link', { name: 'Centro de Mando' })).toHaveAttribute('aria-current', 'page');

        // 'Más' reaches the other links; following one closes the sheet and marks 'Más' active.
        await tabs.getByRole('button', { name: 'Más' }).click();
        const sheet = page.getByRole('dialog', { name: 'Más secciones' });
        await expect(sheet).toBeVisible();
        await expect(sheet.getByRole('navigation', { name: 'Otras secciones' }).getByRole('link')).toHaveCount(9);
        await sheet.getByRole('link', { name: 'Investigación' }).click();
        await expect(sheet).toBeHidden();
        await expect(page).toHaveURL(/\/research$/);

        // The last content is not hidden behind the bar: the page can scroll it above the bar.
        const bar = await tabs.boundingBox();
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const main = await page.locator('#main').boundingBox();
        const padding = await page.locator('#main').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
        expect(padding).toBeGreaterThanOrEqual(bar?.height ?? 0);
        expect(main).not.toBeNull();
      });
    }

    for (const route of ROUTES) {
      test(`${route} does not scroll sideways`, async () => {
        // A screen-level overflow still to be fixed by the screen's owner (see KNOWN_OVERFLOWS).
        test.fail(KNOWN_OVERFLOWS[viewport.width]?.includes(route) ?? false, `${route} overflows at ${viewport.width} px`);
        await open(page, route);
        const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
          const width = window.innerWidth;
          // The element that sticks out furthest, to name the cause in the report.
          let widest = '';
          let right = width;
          for (const el of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
            const r = el.getBoundingClientRect().right;
            if (r > right + 0.5) {
              right = r;
              widest = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[data-testid=${el.dataset.testid}]` : ''}.${String(el.className).slice(0, 40)} → ${Math.round(r)}px`;
            }
          }
          return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, widest };
        });
        expect(scrollWidth, `widest element: ${widest}`).toBeLessThanOrEqual(innerWidth);
      });

      if (isPhone) {
        test(`${route}: every control is a 44×44 px tap target`, async () => {
          await open(page, route);
          expect(await screenTargetOffenders(page)).toEqual([]);
        });
      }
    }

    if (isPhone) {
      for (const { route, tab } of TABS) {
        test(`${route}, tab '${tab}': every control is a 44×44 px tap target`, async () => {
          expect(await tabTargetOffenders(page, route, tab)).toEqual([]);
        });
      }
    }
  });
}

// A phone held sideways is 768 px wide or more, so it gets the tablet layout: its controls are
// still tapped with a finger (a touch screen, `pointer: coarse`), and keep 44×44 px.
test.describe('844×390, a touch screen', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await login(browser, { width: 844, height: 390 }, true);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
  });
  test.afterAll(async () => {
    await page.context().close();
  });

  for (const route of ROUTES) {
    test(`${route}: every control is a 44×44 px tap target`, async () => {
      await open(page, route);
      expect(await screenTargetOffenders(page)).toEqual([]);
    });
  }
  for (const { route, tab } of TABS) {
    test(`${route}, tab '${tab}': every control is a 44×44 px tap target`, async () => {
      expect(await tabTargetOffenders(page, route, tab)).toEqual([]);
    });
  }

  test('the header and the resource bar scroll away (390 px is short); the tab bar stays', async () => {
    await open(page, '/messages');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect
      .poll(() =>
        page
          .locator('header')
          .first()
          .evaluate((header) => header.getBoundingClientRect().bottom),
      )
      .toBeLessThanOrEqual(0);
    const bar = await page.getByTestId('tab-bar').boundingBox();
    expect(bar && bar.y + bar.height).toBeCloseTo(390, 0);
  });
});

test.describe('1280×800', () => {
  test('the top bar keeps its twelve links and the tab bar is hidden', async ({ browser }) => {
    const page = await login(browser, { width: 1280, height: 800 });
    await open(page, '/dashboard');
    expect(await shellOffenders(page)).toEqual({ targets: [], texts: [] });
    await expect(mainNav(page).getByRole('link')).toHaveCount(12);
    await expect(page.getByRole('navigation', { name: 'Accesos rápidos' })).toBeHidden();
    await page.context().close();
  });
});
