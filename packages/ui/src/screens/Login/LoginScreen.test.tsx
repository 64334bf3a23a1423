import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authSettings, clock } from '@imperio/mocks';
import { createI18n } from '../../i18n';
import { BaseProviders } from '../../state/BaseProviders';
import { LoginScreen } from './LoginScreen';

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
