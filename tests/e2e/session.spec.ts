import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo } from './helpers';

test('a visitor logs in, reloads and stays logged in, then logs out', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await page.goto('/galaxy');
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();

  await loginAsDemo(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('user-chip')).toContainText('Almirante Demo');

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page.getByTestId('user-chip')).toContainText('Almirante Demo');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('button', { name: 'Lanzar Imperio' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('token')))).toEqual([]);
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
  await page.getByRole('link', { name: 'Galaxia' }).click();
  await expect(page).toHaveURL(/\/galaxy$/);
  await expect(page.getByRole('link', { name: 'Galaxia' })).toHaveAttribute('aria-current', 'page');
});

test('the server sends a strict CSP and the app runs under it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type|TrustedScript/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  await loginAsDemo(page);
  expect(violations).toEqual([]);
});
