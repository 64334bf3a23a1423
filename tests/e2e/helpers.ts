import { expect, type Page } from '@playwright/test';

/** Logs in as the demo commander from the login screen and waits for the shell. */
export async function loginAsDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('Usuario').fill('demo');
  await page.getByLabel('Contraseña').fill('imperio');
  await page.getByRole('button', { name: 'Lanzar Imperio' }).click();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
}

/** Fails the test on any console error or uncaught exception of the page. */
export function failOnConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The start-up probe posts an empty login on purpose; its 400 means "available" (p1 §7.1).
    if (message.location().url.endsWith('/api/auth/login/') && message.text().includes('400')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
