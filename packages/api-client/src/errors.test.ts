import { describe, expect, it } from 'vitest';
import { ApiError, errorText, extractors, fields, withoutTokens } from './errors';

describe('error extraction (p1 §8, p2 §5)', () => {
  it('reads message, then detail, by default', () => {
    expect(extractors.standard({ message: 'm', detail: 'd' })).toBe('m');
    expect(extractors.standard({ detail: 'd' })).toBe('d');
    expect(extractors.standard({ other: 'x' })).toBeUndefined();
    expect(extractors.standard('plain text body')).toBeUndefined();
  });

  it('send: field lists first, then non_field_errors, then message or error', () => {
    expect(extractors.sendMessage({ subject: ['El asunto es obligatorio'], message: 'm' })).toBe('El asunto es obligatorio');
    expect(extractors.sendMessage({ recipient_username: ['Usuario no existe'], subject: ['s'] })).toBe('Usuario no existe');
    expect(extractors.sendMessage({ non_field_errors: ['n'], error: 'e' })).toBe('n');
    expect(extractors.sendMessage({ error: 'e' })).toBe('e');
  });

  it('reply: original_message_id, subject, content, non_field_errors, then message (not error)', () => {
    expect(extractors.reply({ original_message_id: ['o'], subject: ['s'] })).toBe('o');
    expect(extractors.reply({ error: 'e' })).toBeUndefined();
    expect(extractors.reply({ message: 'm' })).toBe('m');
  });

  it('build: first non_field_errors entry, then message, then error', () => {
    expect(extractors.build({ non_field_errors: ['a', 'b'], message: 'm' })).toBe('a');
    expect(extractors.build({ message: 'm', error: 'e' })).toBe('m');
    expect(extractors.build({ error: 'e' })).toBe('e');
  });

  it('create mission: error, then message', () => {
    expect(extractors.createMission({ message: 'm', error: 'e' })).toBe('e');
    expect(extractors.createMission({ message: 'm' })).toBe('m');
  });

  it('skips blank strings and empty lists', () => {
    expect(fields('a', 'b')({ a: '  ', b: 'x' })).toBe('x');
    expect(fields('a', 'b')({ a: [], b: ['y'] })).toBe('y');
  });

  it('errorText shows the server message, else the translated default', () => {
    const t = (key: string) => `T(${key})`;
    expect(errorText(new ApiError({ kind: 'http', status: 400, serverMessage: 'srv', fallbackKey: 'errors:login' }), t)).toBe('srv');
    expect(errorText(new ApiError({ kind: 'network', fallbackKey: 'errors:login' }), t)).toBe('T(errors:login)');
    expect(errorText(new ApiError({ kind: 'parse', fallbackKey: 'errors:x' }), t, 'errors:planets.load')).toBe('T(errors:planets.load)');
    expect(errorText(new TypeError('boom'), t)).toBe('T(errors:generic)');
  });

  it('marks 4xx as client errors', () => {
    expect(new ApiError({ kind: 'http', status: 404, fallbackKey: 'k' }).isClientError).toBe(true);
    expect(new ApiError({ kind: 'http', status: 503, fallbackKey: 'k' }).isClientError).toBe(false);
  });
});

describe("the game server's own coded errors (apps/game/server)", () => {
  const t = (key: string) => `T(${key})`;
  const failed = (status: number, body: unknown, serverMessage?: string) =>
    new ApiError({ kind: 'http', status, body, serverMessage, fallbackKey: 'errors:login' });

  it('words a time-out, an unreachable backend and a refused size from the code alone', () => {
    expect(errorText(failed(504, { code: 'gateway_timeout' }), t)).toBe('T(errors:codes.gateway_timeout)');
    expect(errorText(failed(502, { code: 'bad_gateway' }), t)).toBe('T(errors:codes.unavailable)');
    expect(errorText(failed(503, { code: 'service_unavailable' }), t, 'errors:planets.load')).toBe('T(errors:codes.unavailable)');
    expect(errorText(failed(413, { code: 'payload_too_large' }), t)).toBe('T(errors:codes.payload_too_large)');
  });

  it("shows the call's catalogue default for other codes and for a backend's bare 500, and a backend's own text first", () => {
    expect(errorText(failed(500, { code: 'server_error' }), t)).toBe('T(errors:login)');
    expect(errorText(failed(405, { code: 'method_not_allowed' }), t)).toBe('T(errors:login)');
    expect(errorText(failed(500, {}), t)).toBe('T(errors:login)');
    expect(errorText(failed(503, { code: 'service_unavailable', detail: 'mantenimiento' }, 'mantenimiento'), t)).toBe('mantenimiento');
    expect(errorText(failed(504, { code: 'toString' }), t)).toBe('T(errors:login)');
  });
});

describe('withoutTokens', () => {
  const access = 'mock-access.1.1790000000000.3f9c2a7be41d4c0f9a1b2c3d4e5f6a7b';
  const refresh = 'mock-refresh.1.0a1b2c3d4e5f60718293a4b5c6d7e8f9';
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyX2lkIjoxfQ.Zm9vYmFyYmF6cXV4';
  const hide = (text: string) => withoutTokens(text, [access, refresh, jwt, null, 'short']);
  const percentAll = (text: string) => Array.from(text, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');

  /** True when any 8 consecutive characters of a token survive, in any case. */
  function leaks(text: string | undefined): boolean {
    const lower = (text ?? '').toLowerCase();
    return [access, refresh, jwt].some((token) => {
      for (let i = 0; i + 8 <= token.length; i++) if (lower.includes(token.slice(i, i + 8).toLowerCase())) return true;
      return false;
    });
  }

  it('hides exact copies and keeps the rest of the message', () => {
    expect(hide(`Token ${access} no válido`)).toBe('Token … no válido');
    expect(hide(`refresh=${refresh}; fin`)).toBe('refresh=…; fin');
  });

  it('hides case-changed copies', () => {
    expect(hide(`Token ${access.toUpperCase()} no válido`)).toBe('Token … no válido');
    expect(hide(`JWT ${jwt.toLowerCase()}!`)).toBe('JWT …!');
  });

  it('hides URL-encoded copies, partly, fully and twice encoded', () => {
    expect(hide(`url /x?t=${encodeURIComponent(access)}&a=1`)).toBe('url /x?t=…&a=1');
    expect(hide(`url /x?t=${percentAll(access)}&a=1`)).toBe('url /x?t=…&a=1');
    expect(hide(`url /x?t=${percentAll(refresh).toUpperCase()}`)).toBe('url /x?t=…');
    expect(hide(`twice ${encodeURIComponent(percentAll(access))} end`)).toBe('twice … end');
    expect(hide(`mixed ${access.slice(0, 20)}${percentAll(access.slice(20))} end`)).toBe('mixed … end');
  });

  it('hides copies split by white space, line breaks or zero-width characters', () => {
    const spaced = access.match(/.{1,10}/g)!.join(' ');
    expect(hide(`Token ${spaced} no válido`)).toBe('Token … no válido');
    expect(hide(`Token ${access.slice(0, 30)}\n${access.slice(30)} no válido`)).toBe('Token … no válido');
    expect(hide(`Token ${Array.from(refresh).join('\u200b')} x`)).toBe('Token … x');
  });

  it('hides the halves of a copy cut in two and quoted apart', () => {
    const half = Math.floor(access.length / 2);
    const out = hide(`empieza por "${access.slice(0, half)}" y termina en "${access.slice(half)}"`);
    expect(leaks(out)).toBe(false);
    expect(out).toBe('empieza por "…" y termina en "…"');
  });

  it('leaves messages without tokens alone, and ignores short or missing tokens', () => {
    for (const text of ['No encontrado.', 'Recursos insuficientes: faltan 154.411 de metal', 'short shorter', '100% listo %zz']) {
      expect(hide(text)).toBe(text);
    }
    expect(withoutTokens(undefined, [access])).toBeUndefined();
    expect(withoutTokens('', [access])).toBe('');
  });

  it('still hides anything shaped like a bearer header or a JWT', () => {
    expect(withoutTokens('Bearer abc.def rechazado', [])).toBe('Bearer … rechazado');
    expect(withoutTokens(`otro ${'eyJ0eXAiOiJKV1QifQ.eyJzdWIiOiIyIn0.c2lnbmF0dXJl'} x`, [])).toBe('otro … x');
  });
});
