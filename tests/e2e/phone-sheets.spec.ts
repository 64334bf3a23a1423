import { expect, test, type Locator, type Page } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo } from './helpers';

/**
 * A phone held upright (390×844, touch): on the buildings, research, hangar and defence screens a
 * detail opens as a sheet where the thumb is (spec p2 §2.1–2.4 on phones), with its cost and
 * primary action in view; the browser's Back closes the sheet, keeps the page and gives the focus
 * back to what opened it.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'es-ES' });

const SCREENS: { route: string; opener: (page: Page) => Locator; sheet: string; action: RegExp }[] = [
  {
    route: '/buildings',
    opener: (page) => page.getByRole('button', { name: 'Ver detalles de Fábrica de robots' }),
    sheet: 'Fábrica de robots',
    action: /^Mejorar a nivel 11$/,
  },
  {
    route: '/research',
    opener: (page) => page.getByRole('button', { name: /^Tecnología iónica/ }),
    sheet: 'Tecnología iónica',
    action: /^Investigar/,
  },
  {
    route: '/hangar',
    opener: (page) => page.getByRole('button', { name: 'Seleccionar Crucero' }),
    sheet: 'Crucero',
    action: /^Construir$/,
  },
  {
    route: '/defense',
    opener: (page) => page.getByRole('button', { name: 'Seleccionar Cañón Gauss' }),
    sheet: 'Cañón Gauss',
    action: /^Construir$/,
  },
];

for (const { route, opener, sheet: name, action } of SCREENS) {
  test(`${route}: the detail is a sheet in view; Back closes it and stays on the page`, async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await loginAsDemo(page);
    await page.goto(route);
    const button = opener(page);
    await button.tap();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect((box?.y ?? 0) + (box?.height ?? Infinity)).toBeLessThanOrEqual(844);
    await expect(sheet.getByRole('button', { name: action })).toBeInViewport();
    await page.goBack();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect(button).toBeFocused();
    expect(errors).toEqual([]);
  });
}

test('/buildings: a sheet opened again while the closed one leaves the history stays open, and Back then closes it', async ({ page }) => {
  await loginAsDemo(page);
  await page.goto('/buildings');
  const button = page.getByRole('button', { name: 'Ver detalles de Fábrica de robots' });
  await button.tap();
  const sheet = page.getByRole('dialog', { name: 'Fábrica de robots' });
  await expect(sheet).toBeVisible();
  // 'Volver' closes the sheet, whose entry then leaves with history.back(); the tap that opens it
  // again comes right after that call, before the traversal lands (a quick thumb on a busy phone).
  // In a page of its own, Chromium drops an entry pushed meanwhile, and the popstate closed the
  // new sheet and left Back to leave the page.
  const landed = await page.evaluate(async () => {
    const opener = document.querySelector<HTMLElement>('button[aria-label="Ver detalles de Fábrica de robots"]');
    const popped = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
    window.history.back = () => {
      History.prototype.back.call(window.history);
      queueMicrotask(() => opener?.click());
    };
    const back = [...document.querySelectorAll<HTMLElement>('[role=dialog] button')].find((b) => b.textContent?.includes('Volver'));
    back?.click();
    await popped;
    delete (window.history as { back?: unknown }).back;
    return true;
  });
  expect(landed).toBe(true);
  await page.waitForTimeout(300);
  await expect(sheet).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/buildings$/);
});
