import { describe, expect, it } from 'vitest';
import { ApiError, errorText, extractors, fields } from './errors';

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
