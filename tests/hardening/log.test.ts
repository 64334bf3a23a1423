import { describe, expect, it } from 'vitest';
import { MAX_LOG_LINE, errorClass, requestLine, safeLogLine } from '../../apps/game/server/log';

/** The server's log lines (apps/game/server/log.ts): no secret, one line, bounded length. */
describe('safeLogLine', () => {
  it.each([
    ['a JSON user record', '{"username":"demo","password":"imperio","points":1}', 'imperio'],
    ['a token pair', '{"access":"eyJhbGciOi.x.y","refresh":"r3fr3sh-t0k3n"}', 'r3fr3sh'],
    ['a form body', 'username=demo&password=hunter2&next=/', 'hunter2'],
    ['an access_token query', 'GET /api/x/?access_token=abc123secret', 'abc123secret'],
    ['an Authorization header', 'Authorization: Bearer abc.def.ghi', 'abc.def'],
    ['a bare bearer token', 'token was Bearer zz-top-secret', 'zz-top'],
    ['a JSON Authorization header', '{"authorization":"Basic ZGVtbzppbXBlcmlv"}', 'ZGVtbz'],
  ])('redacts %s', (_name, text, secret) => {
    const line = safeLogLine(text);
    expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });

  it('keeps what is not a secret, on one line, cut to the cap', () => {
    expect(safeLogLine('[imperio] proxy: GET /api/planets/ answered 502')).toBe('[imperio] proxy: GET /api/planets/ answered 502');
    expect(safeLogLine('a\r\nforged log line')).toBe('a forged log line');
    expect(safeLogLine('x'.repeat(1_000_000)).length).toBeLessThanOrEqual(MAX_LOG_LINE + 10);
  });
});

describe('errorClass and requestLine', () => {
  it('name the class of what was thrown, never its message or fields', () => {
    expect(errorClass(new TypeError('user {"password":"imperio"}'))).toBe('TypeError');
    expect(errorClass({ password: 'imperio' })).toBe('Object');
    expect(errorClass('imperio')).toBe('string');
  });

  it('leave the query out of the request line and cap its path', () => {
    expect(requestLine('GET', '/api/x/?access=secret')).toBe('GET /api/x/');
    expect(requestLine('GET', `/api/${'a'.repeat(5000)}`).length).toBeLessThan(260);
  });
});
