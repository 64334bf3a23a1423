import { expect, test } from '@playwright/test';
import { failOnConsoleErrors, loginAsDemo } from './helpers';

test('a commander writes to another commander and finds the message in Enviados', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await page.goto('/messages?tab=messages');
  await expect(page.getByRole('tab', { name: 'Mensajes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('message-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Redactar Mensaje' });
  await dialog.getByRole('combobox', { name: 'Destinatario' }).pressSequentially('nov');
  await dialog.getByRole('option', { name: /Nova Stark \(nova\)/ }).click();
  const subject = `Ruta comercial ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Asunto' }).fill(subject);
  await dialog
    .getByRole('textbox', { name: 'Contenido' })
    .fill('<p>¿Abrimos una <b>ruta</b>? Mapa: <a href="https://example.com/ruta">aquí</a></p>');
  await expect(dialog.getByText(/\/10\.000 caracteres$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Mensaje enviado')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByTestId('folder-sent').click();
  await expect(page.getByRole('heading', { level: 2, name: 'Enviados' })).toBeVisible();
  const row = page.getByTestId('message-row').filter({ hasText: subject });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Para: Nova Stark');

  // Reading it loads DOMPurify and renders under the production CSP (Trusted Types) without a violation.
  await row.getByRole('button', { name: subject }).click();
  const content = page.getByTestId('message-content');
  await expect(content).toHaveAttribute('data-sanitized', 'true');
  await expect(content.locator('b')).toHaveText('ruta');
  await expect(content.getByRole('link', { name: 'aquí' })).toHaveAttribute('rel', 'noopener noreferrer');
  expect(errors).toEqual([]);
});

test('a double click on Enviar sends the message once, and an over-long body cannot be sent', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  const sends: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/messages/send/') sends.push(request.postData() ?? '');
  });
  await page.goto('/messages?tab=messages');
  await expect(page.getByTestId('message-row').first()).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Redactar Mensaje' });
  await dialog.getByRole('combobox', { name: 'Destinatario' }).pressSequentially('nov');
  await dialog.getByRole('option', { name: /Nova Stark \(nova\)/ }).click();
  await dialog.getByRole('textbox', { name: 'Asunto' }).fill(`Doble clic ${Date.now()}`);
  const body = dialog.getByRole('textbox', { name: 'Contenido' });
  await body.fill('x'.repeat(12_142));
  await expect(dialog.getByTestId('compose-counter')).toHaveText('12.142/10.000 caracteres');
  await expect(dialog.getByTestId('compose-limit')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await body.fill('Una sola vez, por favor.');
  await dialog.getByRole('button', { name: 'Enviar' }).dblclick();
  await expect(page.getByText('Mensaje enviado')).toBeVisible();
  await page.waitForTimeout(500);
  expect(sends).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("the profile opens for editing without saving, and 'Guardar' saves once", async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/auth/profile/') patches.push(request.postData() ?? '');
  });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  const nameField = page.getByRole('textbox', { name: 'Nombre de comandante' });
  await expect(nameField).toBeFocused();
  await page.waitForTimeout(300);
  expect(patches).toEqual([]);
  await nameField.fill('Almirante Doble');
  await page.getByRole('button', { name: 'Guardar' }).dblclick();
  await expect(page.getByText('Perfil actualizado correctamente')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Almirante Doble' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(patches).toHaveLength(1);

  // The demo universe is shared by every spec of the run: give the commander its name back.
  await page.getByRole('button', { name: 'Editar Perfil' }).click();
  await nameField.fill('Almirante Demo');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Almirante Demo' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/messages?compose=<username> opens compose with that commander chosen (the galaxy links here)', async ({ page }) => {
  const errors = failOnConsoleErrors(page);
  await loginAsDemo(page);
  await page.goto('/messages?compose=nova');
  const dialog = page.getByRole('dialog', { name: 'Redactar Mensaje' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Destinatario' })).toHaveValue('nova');
  await dialog.getByRole('textbox', { name: 'Asunto' }).fill('Sobre tu planeta');
  await dialog.getByRole('textbox', { name: 'Contenido' }).fill('¿Hablamos?');
  await expect(dialog.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  // Nothing is sent (the demo universe stays as it was); closing forgets the recipient in the URL.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/compose=/);
  await expect(page.getByRole('tab', { name: 'Mensajes' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});
