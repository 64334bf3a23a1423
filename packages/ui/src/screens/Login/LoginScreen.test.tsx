import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession, SESSION_KEYS, sessionMode } from '@imperio/api-client/session';
import { createI18n } from '../../i18n';
import { BaseProviders } from '../../state/BaseProviders';
import { LoginScreen } from './LoginScreen';

/**
 * 'Recordarme' (spec p1 §2.2, docs/decisions/session-modes.md): checked at first, it keeps the
 * session in localStorage; unchecked, the session is for this browser session only.
 */
async function logIn(untickRemember: boolean) {
  const user = userEvent.setup();
  render(
    <BaseProviders i18n={createI18n('es')}>
      <LoginScreen />
    </BaseProviders>,
  );
  const remember = screen.getByRole('checkbox', { name: 'Recordarme' });
  expect(remember).toBeChecked();
  if (untickRemember) await user.click(remember);
  await user.type(screen.getByLabelText('Usuario'), 'demo');
  await user.type(screen.getByLabelText('Contraseña'), 'imperio');
  await user.click(screen.getByRole('button', { name: 'Lanzar Imperio' }));
  await waitFor(() => expect(readSession()).not.toBeNull(), { timeout: 8000 });
}

describe("the login screen's 'Recordarme'", () => {
  it('checked, keeps the session in localStorage', async () => {
    await logIn(false);
    expect(sessionMode()).toBe('remember');
    expect(localStorage.getItem(SESSION_KEYS.refresh)).toMatch(/^mock-refresh\./);
    expect(sessionStorage.getItem(SESSION_KEYS.refresh)).toBeNull();
  });

  it('unchecked, keeps it in this browser session only (sessionStorage)', async () => {
    await logIn(true);
    expect(sessionMode()).toBe('browser');
    expect(sessionStorage.getItem(SESSION_KEYS.refresh)).toMatch(/^mock-refresh\./);
    expect(localStorage.getItem(SESSION_KEYS.refresh)).toBeNull();
  });
});
