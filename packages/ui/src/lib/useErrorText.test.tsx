import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { ApiError } from '@imperio/api-client';
import { createI18n } from '../i18n';
import { useErrorText } from './useErrorText';

function errorTextIn(lng: 'es' | 'en') {
  const i18n = createI18n(lng);
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useErrorText(), { wrapper }).result.current;
}

const refusal = (body: unknown, serverMessage?: string) =>
  new ApiError({ kind: 'http', status: 400, body, serverMessage, fallbackKey: 'errors:generic' });

describe('useErrorText: coded refusals in the interface language', () => {
  const coded = refusal(
    {
      code: 'insufficient_resources',
      missing: { metal: 154_411, crystal: 0, deuterium: 1200 },
      message: 'Recursos insuficientes: faltan 154.411 de metal',
    },
    'Recursos insuficientes: faltan 154.411 de metal',
  );

  it("words a coded refusal from its fields, with the language's numbers", () => {
    expect(errorTextIn('en')(coded)).toBe('Not enough resources: 154,411 metal, 1,200 deuterium missing');
    expect(errorTextIn('es')(coded)).toBe('Recursos insuficientes: faltan 154.411 de metal, 1.200 de deuterio');
    expect(errorTextIn('en')(refusal({ error_code: 'insufficient_resources', missing: { crystal: 9870 } }))).toBe(
      'Not enough resources: 9,870 crystal missing',
    );
  });

  it('shows a server text without a code as sent, else the catalogue default', () => {
    expect(errorTextIn('en')(refusal({ message: 'Recursos insuficientes' }, 'Recursos insuficientes'))).toBe('Recursos insuficientes');
    expect(errorTextIn('en')(refusal({ code: 'insufficient_resources', missing: {} }, 'Faltan recursos'))).toBe('Faltan recursos');
    expect(errorTextIn('en')(refusal({ code: 'something_else' }))).toBe('An unexpected error occurred');
  });
});

describe("useErrorText: the game server's own coded errors, in the interface language", () => {
  const failed = (status: number, body: unknown) => new ApiError({ kind: 'http', status, body, fallbackKey: 'errors:login' });

  it('words a time-out and an unreachable backend from the code, with no server text', () => {
    expect(errorTextIn('es')(failed(504, { code: 'gateway_timeout' }))).toBe('El servidor del juego tardó demasiado en responder.');
    expect(errorTextIn('en')(failed(504, { code: 'gateway_timeout' }))).toBe('The game server took too long to answer.');
    expect(errorTextIn('en')(failed(502, { code: 'bad_gateway' }))).toBe('The game server is not available.');
  });

  it("shows the spec's catalogue text for a backend's bare 500 and for the server's generic codes", () => {
    expect(errorTextIn('es')(failed(500, {}))).toBe('Error al iniciar sesión');
    expect(errorTextIn('es')(failed(500, { code: 'server_error' }))).toBe('Error al iniciar sesión');
    expect(errorTextIn('en')(failed(500, { code: 'server_error' }))).not.toMatch(/Error interno|servidor/);
  });
});
