import { seededRandom } from '@imperio/mocks/random';
import { rawRequest, type RawAnswer } from './helpers';

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'PURGE',
  'SEARCH',
  'BREW',
  'CONNECT',
  'QUERY',
  'MKCOL',
  'PROPPATCH',
  'UNLOCK',
  'REPORT',
  'M-SEARCH',
  'get',
  'G ET',
];

const hosts = (port: number) => [
  ...Array<string>(10).fill(`127.0.0.1:${port}`),
  'a b',
  '[',
  'x:99999',
  '',
  'localhost',
  '[::1]',
  'évil',
  'x'.repeat(300),
  'a..b',
  '127.0.0.1:0',
  null,
];

const PATHS = [
  '/',
  '/api',
  '/api/',
  '/api/auth/',
  '/api/auth/login/',
  '/api/auth/token/refresh/',
  '/api/planets/',
  '/api/planets/1/',
  '/api/messages/?q=%00%ff',
  '/api/../__log',
  '/api/%2e%2e/__log',
  '/api/x/../../__log',
  '/%',
  '/%zz',
  '/api/%',
  '/api/%zz/',
  '/.vite/manifest.json',
  '//etc/passwd',
  '/../../etc/passwd',
  '*',
  'http://evil.example/api/',
  '/assets/x.js',
  '/index.html',
  `/${'a'.repeat(8000)}`,
  `/api/${'b'.repeat(3000)}/`,
  '/é',
  '/api/planets/?page=-1&page_size=99999999',
  '/galaxy?x=1#frag',
  // The fake backend's hostile answers (proxy mode): an off-site redirect, foreign cookies, a
  // page and a script with a 200, a status outside HTTP's range.
  '/api/offsite/',
  '/api/protocol-relative/',
  '/api/cookies/',
  '/api/html200/',
  '/api/jsonp/',
  '/api/status/600/',
  '/api/empty204/',
];

const HEADERS = [
  '',
  '',
  '',
  '',
  'Content-Type: application/json\r\n',
  'Content-Type: application/json\r\n',
  'Authorization: Bearer x\r\n',
  'Authorization: Bearer mock-access.2.99999999999999.x\r\n',
  'Content-Length: abc\r\n',
  'Content-Length: -1\r\n',
  'Transfer-Encoding: chunked\r\n',
  'X-Forwarded-For: 6.6.6.6\r\nX-Forwarded-Host: evil.example\r\n',
  `Cookie: ${'c'.repeat(10_000)}\r\n`,
  'Accept: text/html\r\n',
  'Expect: 100-continue\r\n',
  'Content-Type: multipart/form-data; boundary=x\r\n',
  'Content-Type: application/json; charset=utf-16\r\n',
  'X-Client-IP: 6.6.6.6\r\nTrue-Client-IP: 6.6.6.6\r\nCF-Connecting-IP: 6.6.6.6\r\n',
  'X-Original-URL: /admin/\r\nX-Rewrite-URL: /admin/\r\nX-HTTP-Method-Override: DELETE\r\nVia: 1.1 edge\r\n',
  'Host: evil.example\r\n',
  'Cookie: sessionid=x; csrftoken=y\r\nX-CSRFToken: y\r\n',
];

const BODIES = [
  '',
  '',
  '{',
  'null',
  '[]',
  '{"username":"demo","password":"imperio"}',
  `{"a":${'['.repeat(5_000)}`,
  '\u0000\u0001\u0002',
  'x'.repeat(4096),
  '{"recipient_username":"x","subject":"s","content":"c"}',
];

/** Request headers no request may carry to the backend (the proxy's fuzz checks none arrives). */
export const SPOOFED_HEADERS = [
  'x-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'x-original-url',
  'x-rewrite-url',
  'x-http-method-override',
  'via',
];

/** Requests no HTTP parser should accept, sent as they are. */
const GARBAGE = [
  'GARBAGE\r\n\r\n',
  'GET / HTTP/9.9\r\n\r\n',
  '\u0000\u0001\u0002\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
  'GET /\r\n\r\n',
  'POST /api/auth/login/ HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
  'GET /api/planets/ HTTP/2.0\r\nHost: x\r\n\r\n',
  'GET /api/planets/ HTTP/0.9\r\n\r\n',
  'POST /api/x/ HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n',
];

/**
 * `count` hostile requests for the server on `port`: every mix of odd methods, Hosts, paths,
 * headers and bodies (seeded, so a failure can be replayed), plus raw garbage. Each ends with
 * `Connection: close`. Takes the count, the port and a seed; returns the raw requests.
 */
export function fuzzRequests(count: number, port: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const requests: string[] = [...GARBAGE];
  while (requests.length < count) {
    const method = pick(METHODS);
    const host = pick(hosts(port));
    const header = pick(HEADERS);
    const body = pick(BODIES);
    const sized =
      header.startsWith('Content-Length') || header.startsWith('Transfer-Encoding') ? '' : `Content-Length: ${Buffer.byteLength(body)}\r\n`;
    // A chunked request is sent whole (a body still to come is a slow client, not a hostile one).
    const payload = header.startsWith('Transfer-Encoding')
      ? `${body ? `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n` : ''}0\r\n\r\n`
      : body;
    requests.push(
      `${method} ${pick(PATHS)} HTTP/1.1\r\n${host === null ? '' : `Host: ${host}\r\n`}${header}${body ? sized : ''}Connection: close\r\n\r\n${payload}`,
    );
  }
  return requests;
}

/**
 * Sends `requests` to `port`, `concurrency` at a time, each with its own time limit; returns the
 * answers in order (a hung or closed connection is recorded, never thrown).
 */
export async function sendAll(port: number, requests: string[], concurrency = 8): Promise<RawAnswer[]> {
  const answers: RawAnswer[] = new Array<RawAnswer>(requests.length);
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      answers[index] = await rawRequest(port, requests[index]!, 10_000);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}
