import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession, SESSION_KEYS, sessionMode } from '@imperio/api-client/session';
import { authSettings, clock } from '@imperio/mocks';
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

/**
 * The login screen against the demo's throttle: after 5 failures a minute the server answers 429
 * with Retry-After, and the screen says how long to wait in the player's language.
 */
async function failUntilThrottled(locale: 'es' | 'en') {
  clock.freeze();
  render(
    <BaseProviders i18n={createI18n(locale)}>
      <LoginScreen />
    </BaseProviders>,
  );
  const user = userEvent.setup();
  const field = locale === 'es' ? { name: 'Usuario', password: 'Contraseña' } : { name: 'Username', password: 'Password' };
  await user.type(screen.getByLabelText(field.name), 'demo');
  for (let attempt = 0; attempt <= authSettings.loginFailures; attempt++) {
    await user.clear(screen.getByLabelText(field.password));
    await user.type(screen.getByLabelText(field.password), `wrong-${attempt}`);
    await user.keyboard('{Enter}');
    await screen.findByRole('alert');
  }
}

describe('login throttle', () => {
  it('shows the wait in Spanish', async () => {
    await failUntilThrottled('es');
    expect(await screen.findByText('Demasiados intentos fallidos. Espera 60 s antes de volver a intentarlo.')).toBeTruthy();
  });

  it('shows the wait in English', async () => {
    await failUntilThrottled('en');
    expect(await screen.findByText('Too many failed attempts. Wait 60 s before trying again.')).toBeTruthy();
  });
});
