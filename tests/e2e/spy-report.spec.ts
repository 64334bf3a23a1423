import { expect, test, type Page } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo, mainNav } from './helpers';

/**
 * From a spy report to a battle plan on the production build: the reports dialog's spy report
 * (the demo probes' report on Vesta [1:41:9]) shows its table and loot; 'Simular' opens the
 * simulator with that defender and the home planet's ships; 'Atacar' fills the fleet form with
 * the target, the attack and the cargo ships, and the attack leaves with one more click.
 */

/** Opens the fleet screen's reports dialog and the spy report on Vesta; returns the dialog. */
async function openSpyReport(page: Page) {
  await mainNav(page).getByRole('link', { name: 'Flota' }).click();
  await page.getByRole('button', { name: /^Reportes/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportes de misión' });
  await dialog.getByRole('button', { name: /Informe de espionaje de Vesta/ }).click();
  const table = dialog.getByRole('table', { name: 'Lo que vieron las sondas' });
  await expect(table).toBeVisible();
  return dialog;
}

test("spy report → 'Simular': the simulator has the report's defender and the planet's ships", async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  const dialog = await openSpyReport(page);
  await expect(dialog.getByTestId('spy-loot')).toContainText('29.000');
  await expect(dialog.getByTestId('spy-needs-large_cargo')).toHaveText('2');
  await dialog.getByRole('button', { name: 'Simular' }).click();
  await expect(page).toHaveURL(/\/simulator$/);
  const defender = page.getByRole('group', { name: 'Defensor' });
  await expect(defender.getByLabel('Lanzamisiles')).toHaveValue('15');
  await expect(defender.getByLabel('Cazador ligero')).toHaveValue('12');
  await expect(page.getByRole('group', { name: 'Atacante' }).getByLabel('Cazador ligero')).toHaveValue('30');
  await expect(page.getByTestId('trip-fuel')).toHaveText(/^Combustible del viaje de \[1:42:7\] a \[1:41:9\]: [\d.]+ deuterio/);
  await page.getByRole('button', { name: 'Simular' }).click();
  await expect(page.getByTestId('outcomes')).toContainText(/Atacante gana [\d,]+ %/, { timeout: 20_000 });
  expect(errors).toEqual([]);
});

test("spy report → 'Atacar' → 'Enviar misión': two clicks from the report to a sent attack", async ({ page }) => {
  await loginAsDemo(page);
  const dialog = await openSpyReport(page);
  await expect(dialog.getByTestId('spy-needs-large_cargo')).toHaveText('2');
  let clicks = 0;
  await dialog.getByRole('button', { name: 'Atacar' }).click();
  clicks++;
  await expect(dialog).toBeHidden();
  const form = page.getByRole('form', { name: 'Nueva Misión' });
  await expect(form.getByLabel('Sistema', { exact: true })).toHaveValue('41');
  await expect(form.getByTestId('coordinate-position')).toHaveValue('9');
  await expect(form.getByTestId('ship-large_cargo')).toHaveValue('2');
  await expect(form.getByTestId('ship-light_fighter')).toHaveValue('30');
  const send = form.getByRole('button', { name: 'Enviar misión' });
  await expect(send).toBeEnabled({ timeout: 20_000 });
  await send.click();
  clicks++;
  await expect(page.getByText('Misión enviada: Ataque hacia [1:41:9]')).toBeVisible({ timeout: 20_000 });
  expect(clicks).toBe(2);
});
