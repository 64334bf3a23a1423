import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo, mainNav } from './helpers';

/**
 * The commander's cockpit in the shell: the active planet and its
 * resources on every screen, the command palette (Ctrl/⌘ K) and the single-key shortcuts.
 * Only the browser's own state changes (the selected planet in localStorage): the demo universe
 * is left as it was.
 */
test.describe('cockpit', () => {
  test('the planet switcher changes the active planet of every screen, and the resource bar follows', async ({ page }) => {
    const errors = failOnConsoleErrors(page);
    await loginAsDemo(page);
    const trigger = page.getByTestId('planet-switcher-trigger');
    await expect(trigger).toContainText('Nueva Esperanza');
    await expect(page.getByRole('group', { name: 'Recursos de Nueva Esperanza' }).getByTestId('bar-metal')).not.toHaveText('—');

    await page.getByRole('button', { name: 'Planeta siguiente: Forja Boreal' }).click();
    await expect(trigger).toContainText('Forja Boreal');
    await expect(trigger).toContainText('[1:44:4]');
    await expect(page.getByRole('group', { name: 'Recursos de Forja Boreal' }).getByTestId('bar-metal')).not.toHaveText('—');
    // The dashboard's own selector shows the same planet.
    await expect(page.locator('#main')).toContainText('Forja Boreal');

    // Another screen keeps it; the list chooses a planet.
    await mainNav(page).getByRole('link', { name: 'Edificios' }).click();
    await expect(trigger).toContainText('Forja Boreal');
    await trigger.click();
    await page.getByRole('menuitemradio', { name: /Nueva Esperanza/ }).click();
    await expect(trigger).toContainText('Nueva Esperanza');

    // The resource bar's details: capacity and the time until full.
    await page
      .getByRole('group', { name: 'Recursos de Nueva Esperanza' })
      .getByRole('button', { name: /^Metal/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Detalle de Metal' });
    await expect(details).toContainText('Capacidad');
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('Ctrl K jumps to a screen and to galaxy coordinates; single keys open screens, not while typing', async ({ page }) => {
    await loginAsDemo(page);
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Ir a…' });
    await expect(palette).toBeVisible();
    await palette.getByRole('combobox').fill('flota');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/fleet$/);
    await expect(palette).toBeHidden();

    await page.keyboard.press('Control+k');
    await palette.getByRole('combobox').fill('[1:44:4]');
    await expect(palette.getByRole('option', { name: 'Ir a la galaxia [1:44:4]' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/galaxy\?g=1&s=44&p=4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Galaxia [1:44]' })).toBeVisible();

    // Typing in the galaxy search does not trigger shortcuts.
    const search = page.getByPlaceholder('Buscar [1:2] o nombre...');
    await search.fill('');
    await search.pressSequentially('bd');
    await expect(page).toHaveURL(/\/galaxy/);
    await search.blur();
    await page.keyboard.press('b');
    await expect(page).toHaveURL(/\/buildings$/);

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Atajos de teclado' });
    await expect(help).toBeVisible();
    await expect(help.getByRole('row', { name: /Ir a Galaxia/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
  });

  test('on a phone the switcher sits in the one-row header and the palette is in Más', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel('Usuario').fill('demo');
    await page.getByLabel('Contraseña').fill('imperio');
    await page.getByRole('button', { name: 'Lanzar Imperio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The shell's header (the banner): the dashboard has a <header> of its own inside main.
    const header = page.getByRole('banner');
    await expect(header.getByTestId('planet-switcher')).toBeVisible();
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(56);
    await header.getByRole('button', { name: /Planeta siguiente/ }).click();
    await expect(header.getByTestId('planet-switcher-trigger')).toContainText('Forja Boreal');

    await page.getByRole('button', { name: 'Más' }).click();
    await page.getByRole('dialog', { name: 'Más secciones' }).getByRole('button', { name: 'Buscar y saltar' }).click();
    const palette = page.getByRole('dialog', { name: 'Ir a…' });
    await expect(palette).toBeVisible();
    await palette.getByRole('combobox').fill('mensajes');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/messages$/);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(scroll).toBe(true);
    await context.close();
  });
});
