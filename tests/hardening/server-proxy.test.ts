import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPOOFED_HEADERS, fuzzRequests, sendAll } from './fuzz';
import { get, headerOf, rawRequest, startFakeUpstream, startServer, waitFor, type FakeUpstream, type RunningServer } from './helpers';

/** The server's hardening against `IMPERIO_API_URL=… pnpm start` (the built server as a proxy). */
const UPSTREAM = 31112;
const PROXY = 31113; // default time-out (30 s)
const FAST = 31114; // IMPERIO_PROXY_TIMEOUT_MS=1000
const DOWN = 31115; // a backend that is not there
const NOWHERE = 31116;
const ALLOWED = 31117; // IMPERIO_ALLOWED_HOSTS=127.0.0.1:31117,imperio.example

let upstream: FakeUpstream;
let proxy: RunningServer;
let fast: RunningServer;
let down: RunningServer;
let allowed: RunningServer;

beforeAll(async () => {
  upstream = await startFakeUpstream(UPSTREAM);
  [proxy, fast, down, allowed] = await Promise.all([
    startServer(PROXY, { IMPERIO_API_URL: upstream.origin }),
    startServer(FAST, { IMPERIO_API_URL: upstream.origin, IMPERIO_PROXY_TIMEOUT_MS: '1000' }),
    startServer(DOWN, { IMPERIO_API_URL: `http://127.0.0.1:${NOWHERE}` }),
    startServer(ALLOWED, { IMPERIO_API_URL: upstream.origin, IMPERIO_ALLOWED_HOSTS: `127.0.0.1:${ALLOWED}, imperio.example` }),
  ]);
});
afterAll(async () => {
  await Promise.all([proxy?.stop(), fast?.stop(), down?.stop(), allowed?.stop()]);
  await upstream?.close();
});

/** Every way of walking out of `/api/` seen so far, and their relatives. */
const TRAVERSALS = [
  '/api/../__log',
  '/api/%2e%2e/__log',
  '/api/%2E%2E/__log',
  '/api/.%2e/__log',
  '/api/%2e./__log',
  '/api/..%2f__log',
  '/api/..%2F__log',
  '/api//../__log',
  '/api/x/../../__log',
  '/api/x/%2e%2e/%2e%2e/__log',
  '/api/..\\__log',
  '/api\\..\\__log',
  '/api/%5c..%5c__log',
  '/api/%252e%252e/__log',
  '/api/%252e%252e%252f__log',
  '/api/%25252e%25252e/__log',
  '/api/..;/__log',
  '/api/%c0%ae%c0%ae/__log',
  '/api/%00/../__log',
  '/api/..',
  '/api/.',
  '/api/x/..',
  '/api/./planets/',
  '/API/../__log',
  '/api/x%2f..%2f..%2f__log',
  '/api/planets/%2e%2e%2f%2e%2e%2f__log',
];

describe('item 3: the proxy stays inside /api', () => {
  it(`refuses all ${TRAVERSALS.length} traversal variants with 400, forwarding none`, async () => {
    const before = upstream.received.length;
    const refused: string[] = [];
    for (const path of TRAVERSALS) {
      const answer = await get(PROXY, path);
      if (answer.status === 400) refused.push(path);
      else console.error(`[hardening] NOT refused: ${path} → ${answer.status}`);
    }
    const reached = upstream.received.slice(before).map((request) => request.url);
    console.info(
      `[hardening] traversal: ${refused.length} of ${TRAVERSALS.length} variants refused, ${reached.length} reached the backend`,
    );
    expect(refused).toEqual(TRAVERSALS);
    expect(reached).toEqual([]);
  });

  it('forwards an ordinary path and its query unchanged', async () => {
    const answer = await get(PROXY, '/api/planets/?q=../x&page=2');
    expect(answer.status).toBe(200);
    expect(upstream.received.at(-1)!.url).toBe('/api/planets/?q=../x&page=2');
  });
});

describe('item 2: bodies over 1 MiB are refused on the proxy', () => {
  it('refuses a declared 400 MB body without contacting the backend', async () => {
    const before = upstream.received.length;
    const answer = await rawRequest(
      PROXY,
      `POST /api/messages/send/ HTTP/1.1\r\nHost: 127.0.0.1:${PROXY}\r\nContent-Type: application/json\r\nContent-Length: 419430400\r\nConnection: close\r\n\r\n{"a":`,
    );
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as { code?: string }).code).toBe('payload_too_large');
    expect(upstream.received.length).toBe(before);
  });

  it('refuses a chunked body past 1 MiB and forwards one under it', async () => {
    const chunked = (size: number) => {
      const chunk = Buffer.alloc(size, 'a');
      return Buffer.concat([
        Buffer.from(
          `POST /api/echo/ HTTP/1.1\r\nHost: 127.0.0.1:${PROXY}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${size.toString(16)}\r\n`,
        ),
        chunk,
        Buffer.from('\r\n0\r\n\r\n'),
      ]);
    };
    const before = upstream.started();
    expect((await rawRequest(PROXY, chunked(2 * 1024 * 1024))).status).toBe(413);
    // Nothing of the refused body, not even its head or its first MiB, reached the backend.
    expect(await waitFor(() => upstream.started() > before, 500)).toBe(false);
    expect((await rawRequest(PROXY, chunked(512 * 1024))).status).toBe(200);
    expect(upstream.received.at(-1)!.body.length).toBe(512 * 1024);
  });
});

describe('item 4: time-outs and clean-up', () => {
  it('answers 504 JSON when the backend does not answer within IMPERIO_PROXY_TIMEOUT_MS', async () => {
    const started = Date.now();
    const answer = await get(FAST, '/api/slow/timeout/');
    expect(answer.status).toBe(504);
    expect(headerOf(answer, 'content-type')).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 'gateway_timeout' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('cuts an answer the backend leaves unfinished after the time-out, instead of hanging', async () => {
    const answer = await rawRequest(FAST, `GET /api/stall/ HTTP/1.1\r\nHost: 127.0.0.1:${FAST}\r\n\r\n`, 5_000);
    expect(answer.hung).toBe(false);
    expect(answer.status).toBe(200);
    expect(fast.alive()).toBe(true);
  });

  it.each([1, 2])('closes the backend request of every client that goes away (round %i)', async () => {
    const N = 200;
    expect(await waitFor(() => upstream.openSockets() === 0, 10_000)).toBe(true);
    const baseline = upstream.received.length;
    const clients = Array.from({ length: N }, (_, index) => {
      const socket = net.connect(PROXY, '127.0.0.1');
      socket.on('error', () => undefined);
      socket.write(`GET /api/slow/abandoned/${index}/ HTTP/1.1\r\nHost: 127.0.0.1:${PROXY}\r\n\r\n`);
      return socket;
    });
    const allArrived = await waitFor(() => upstream.received.length - baseline >= N, 30_000);
    const openBefore = upstream.openSockets();
    for (const socket of clients) socket.destroy();
    await waitFor(() => upstream.openSockets() === 0, 10_000);
    const left = upstream.openSockets();
    console.info(`[hardening] abandoned: ${N} proxied requests abandoned, ${openBefore} backend sockets open before, ${left} left after`);
    expect(allArrived).toBe(true);
    expect(openBefore).toBe(N);
    expect(left).toBe(0);
    expect(proxy.alive()).toBe(true);
  });
});

describe('item 5: headers and errors', () => {
  it('drops hop-by-hop, unknown and client X-Forwarded-*/X-Real-IP headers and sets its own', async () => {
    await get(
      PROXY,
      '/api/planets/',
      'Authorization: Bearer abc\r\nX-Custom: kept\r\nX-Forwarded-For: 6.6.6.6\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\nX-Forwarded-Port: 1\r\nX-Real-IP: 6.6.6.6\r\nForwarded: for=6.6.6.6\r\nProxy-Authorization: Basic eA==\r\nTE: trailers\r\nUpgrade: websocket\r\nKeep-Alive: timeout=5\r\n',
    );
    const { headers } = upstream.received.at(-1)!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    // Without IMPERIO_ALLOWED_HOSTS no Host is trusted enough to be forwarded.
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers.host).toBe(`127.0.0.1:${UPSTREAM}`);
    expect(headers.authorization).toBe('Bearer abc');
    for (const name of ['x-custom', 'x-forwarded-port', 'x-real-ip', 'forwarded', 'proxy-authorization', 'te', 'upgrade', 'keep-alive'])
      expect(headers[name], name).toBeUndefined();
  });

  it('drops the headers a Connection header names', async () => {
    await rawRequest(PROXY, `GET /api/planets/ HTTP/1.1\r\nHost: 127.0.0.1:${PROXY}\r\nX-Secret: s\r\nConnection: close, x-secret\r\n\r\n`);
    expect(upstream.received.at(-1)!.headers['x-secret']).toBeUndefined();
  });

  it('strips Server, X-Powered-By, debug and Connection-listed headers from the answer; /api is no-store', async () => {
    const answer = await get(PROXY, '/api/leaky/');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true });
    for (const name of ['server', 'x-powered-by', 'x-debug-token', 'x-debug-token-link', 'x-hop'])
      expect(headerOf(answer, name), name).toBeUndefined();
    expect(headerOf(answer, 'x-kept')).toBeUndefined();
    expect(headerOf(answer, 'cache-control')).toBe('no-store');
    expect(headerOf(answer, 'cross-origin-opener-policy')).toBe('same-origin');
  });

  it('turns a backend error page into JSON without its stack trace or hosts', async () => {
    const boom = await get(PROXY, '/api/boom/');
    expect(boom.status).toBe(500);
    expect(headerOf(boom, 'content-type')).toMatch(/application\/json/);
    expect(boom.body).not.toMatch(/Traceback|internal-db|views\.py/);
    const missing = await get(PROXY, '/api/html404/');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ code: 'not_found' });
  });

  it('makes a redirect to the backend origin relative', async () => {
    const answer = await get(PROXY, '/api/moved/');
    expect(answer.status).toBe(301);
    expect(headerOf(answer, 'location')).toBe('/api/planets/');
  });

  it('answers 502 JSON, naming no host, when the backend is down', async () => {
    const answer = await get(DOWN, '/api/planets/');
    expect(answer.status).toBe(502);
    expect(headerOf(answer, 'content-type')).toMatch(/application\/json/);
    expect(answer.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|31116/);
    expect(JSON.parse(answer.body)).toEqual({ code: 'bad_gateway' });
    expect(down.alive()).toBe(true);
  });
});

describe('item 1: no request crashes the proxy', () => {
  it('survives a fuzz of 400 hostile requests; only clean requests reach the backend, nothing hostile comes back', async () => {
    const before = upstream.received.length;
    const requests = fuzzRequests(400, FAST, 151);
    const answers = await sendAll(FAST, requests);
    const hung = answers.filter((answer) => answer.hung).length;
    const statuses = answers.reduce<Record<number, number>>(
      (count, answer) => ({ ...count, [answer.status]: (count[answer.status] ?? 0) + 1 }),
      {},
    );
    const reached = upstream.received.slice(before);
    const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    // What the browser must never get from /api: a foreign redirect or cookie, a page or script.
    const hostile = answers.filter(
      (answer, index) =>
        / \/api[/?]/i.test(requests[index]!.split('\r\n')[0]!) &&
        (/^location:\s*(?:https?:)?\/\/(?!127\.0\.0\.1)/im.test(answer.head) ||
          /^location:\s*(?:https?:)?\/\/(?!127\.0\.0\.1)/im.test(answer.head) ||
          /^set-cookie:.*domain=/im.test(answer.head) ||
          /^(?:strict-transport-security|access-control-[\w-]+):/im.test(answer.head) ||
          (answer.status >= 200 && answer.status < 300 && !/^content-type:\s*application\/json/im.test(answer.head) && answer.body !== '')),
    );
    console.info(
      `[hardening] proxy fuzz: ${requests.length} requests, ${hung} hung, ${reached.length} forwarded, ${hostile.length} hostile answers passed, statuses ${JSON.stringify(statuses)}, server alive: ${fast.alive()}`,
    );
    expect(fast.alive()).toBe(true);
    expect(hung).toBe(0);
    expect(statuses[500] ?? 0).toBe(0);
    expect(
      reached.map((request) => request.url).filter((url) => !/^\/api(\/|\?|$)/.test(url) || url.split('?')[0]!.includes('..')),
    ).toEqual([]);
    expect(reached.filter((request) => !allowedMethods.includes(request.method)).map((request) => request.method)).toEqual([]);
    expect(reached.flatMap((request) => SPOOFED_HEADERS.filter((name) => request.headers[name] !== undefined))).toEqual([]);
    expect(hostile.map((answer) => answer.head.split('\r\n')[0])).toEqual([]);
    expect(fast.output()).not.toMatch(/uncaught exception|unhandled rejection/);
    expect((await get(FAST, '/api/planets/')).status).toBe(200);
  });
});

/** A raw request on `port` with `Connection: close`; `head` is the request line and headers. */
const send = (port: number, head: string, body = '') =>
  rawRequest(port, `${head}\r\n${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''}Connection: close\r\n\r\n${body}`);

describe("the backend's errors reach the player", () => {
  it.each([400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504])(
    'passes a backend JSON error %i through untouched, status and body',
    async (status) => {
      const answer = await get(PROXY, `/api/status/${status}/`);
      expect(answer.status).toBe(status);
      expect(headerOf(answer, 'content-type')).toMatch(/application\/json/);
      expect(JSON.parse(answer.body)).toEqual(status === 500 ? {} : { detail: `mantenimiento (${status})` });
    },
  );

  it("answers its own errors with a code and no Spanish text, for the client to word in the player's language", async () => {
    const bodies = [
      await get(PROXY, '/api/boom/'), // a backend HTML error page
      await get(FAST, '/api/slow/own-errors/'), // 504
      await get(DOWN, '/api/planets/'), // 502
      await send(PROXY, `TRACE /api/planets/ HTTP/1.1\r\nHost: 127.0.0.1:${PROXY}`), // 405
      await get(PROXY, '/api/../x'), // 400
      await send(PROXY, `POST /api/x/ HTTP/1.1\r\nHost: 127.0.0.1:${PROXY}\r\nContent-Length: 9999999`), // 413
    ].map((answer) => [answer.status, JSON.parse(answer.body) as unknown]);
    expect(bodies).toEqual([
      [500, { code: 'server_error' }],
      [504, { code: 'gateway_timeout' }],
      [502, { code: 'bad_gateway' }],
      [405, { code: 'method_not_allowed' }],
      [400, { code: 'bad_request' }],
      [413, { code: 'payload_too_large' }],
    ]);
  });
});

/** Every method Node parses that the API does not use (CONNECT has its own test). */
const ODD_METHODS = http.METHODS.filter(
  (method) => !['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT'].includes(method),
);

describe('methods the API does not use', () => {
  it(`answers all ${ODD_METHODS.length} with 405 and Allow, forwarding none (nor the Authorization)`, async () => {
    const before = upstream.received.length;
    const statuses: Record<string, number> = {};
    for (const method of ODD_METHODS) {
      const answer = await send(
        PROXY,
        `${method} /api/planets/ HTTP/1.1\r\nHost: 127.0.0.1:${PROXY}\r\nAuthorization: Bearer secret-token`,
      );
      statuses[method] = answer.status;
      if (answer.status === 405) expect(headerOf(answer, 'allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    }
    const forwarded = upstream.received.slice(before).map((request) => request.method);
    console.info(`[hardening] odd methods: ${ODD_METHODS.length} tried, ${forwarded.length} forwarded`);
    expect(forwarded).toEqual([]);
    expect(Object.values(statuses).every((status) => status === 405)).toBe(true);
  });

  it('still forwards the methods the API uses', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const answer = await send(
        PROXY,
        `${method} /api/planets/ HTTP/1.1\r\nHost: 127.0.0.1:${PROXY}\r\nContent-Type: application/json`,
        '{}',
      );
      expect(answer.status, method).toBe(200);
      expect(upstream.received.at(-1)!.method).toBe(method);
    }
  });
});

describe('what comes back from the backend', () => {
  it.each(['/api/offsite/', '/api/protocol-relative/'])('turns a redirect to another host (%s) into a coded 502', async (path) => {
    const answer = await get(PROXY, path);
    expect(answer.status).toBe(502);
    expect(headerOf(answer, 'location')).toBeUndefined();
    expect(JSON.parse(answer.body)).toEqual({ code: 'bad_gateway' });
  });

  it.each([
    ['/api/html200/', 'an HTML page'],
    ['/api/jsonp/', 'a script'],
    ['/api/status/600/', 'a status outside 100–599'],
  ])('turns %s (%s) into a coded 502, never served on the app origin', async (path) => {
    const answer = await get(PROXY, path);
    expect(answer.status).toBe(502);
    expect(headerOf(answer, 'content-type')).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 'bad_gateway' });
  });

  it('passes an empty 204', async () => {
    const answer = await get(PROXY, '/api/empty204/');
    expect(answer.status).toBe(204);
    expect(answer.body).toBe('');
  });

  it('drops cookies for another domain, HSTS and CORS headers; keeps a host-only cookie and the ETag', async () => {
    const answer = await get(PROXY, '/api/cookies/');
    expect(answer.status).toBe(200);
    const cookies = answer.head.split('\r\n').filter((line) => /^set-cookie:/i.test(line));
    expect(cookies.map((line) => line.replace(/^set-cookie:\s*/i, ''))).toEqual(['own=1; Path=/; HttpOnly']);
    expect(headerOf(answer, 'etag')).toBe('"v1"');
    for (const name of ['strict-transport-security', 'access-control-allow-origin', 'access-control-allow-credentials'])
      expect(headerOf(answer, name), name).toBeUndefined();
  });
});

describe('what goes out to the backend', () => {
  const SPOOFED = [
    'X-Client-IP: 6.6.6.6',
    'True-Client-IP: 6.6.6.6',
    'CF-Connecting-IP: 6.6.6.6',
    'X-Cluster-Client-IP: 6.6.6.6',
    'X-Original-URL: /admin/',
    'X-Rewrite-URL: /admin/',
    'X-HTTP-Method-Override: DELETE',
    'X-Method-Override: DELETE',
    'Via: 1.1 trusted-edge',
    'X-Forwarded-Server: evil',
    'X-Host: evil.example',
  ];

  it(`forwards none of ${SPOOFED.length} headers a backend might trust, and keeps the ones the app sends`, async () => {
    await get(
      PROXY,
      '/api/planets/',
      `${SPOOFED.join('\r\n')}\r\nAuthorization: Bearer abc\r\nAccept: application/json\r\nAccept-Language: en\r\nContent-Type: application/json\r\n`,
    );
    const { headers } = upstream.received.at(-1)!;
    const leaked = SPOOFED.map((line) => line.split(':')[0]!.toLowerCase()).filter((name) => headers[name] !== undefined);
    expect(leaked).toEqual([]);
    expect(headers.authorization).toBe('Bearer abc');
    expect(headers['accept-language']).toBe('en');
    expect(headers['content-type']).toBe('application/json');
  });

  it('sends X-Forwarded-Host only for a Host of IMPERIO_ALLOWED_HOSTS, and refuses (400) any other Host', async () => {
    expect((await get(ALLOWED, '/api/planets/')).status).toBe(200);
    expect(upstream.received.at(-1)!.headers['x-forwarded-host']).toBe(`127.0.0.1:${ALLOWED}`);
    expect((await send(ALLOWED, 'GET /api/planets/ HTTP/1.1\r\nHost: IMPERIO.example')).status).toBe(200);
    expect(upstream.received.at(-1)!.headers['x-forwarded-host']).toBe('IMPERIO.example');
    const before = upstream.received.length;
    expect((await send(ALLOWED, 'GET /api/planets/ HTTP/1.1\r\nHost: evil.example')).status).toBe(400);
    expect((await send(ALLOWED, 'GET / HTTP/1.1\r\nHost: evil.example')).status).toBe(400);
    expect(upstream.received.length).toBe(before);
  });

  it.each([
    ['a duplicate Host', `GET /api/planets/ HTTP/1.1\r\nHost: 127.0.0.1:${PROXY}\r\nHost: evil.example`],
    ['an HTTP/2.0 request line', `GET /api/planets/ HTTP/2.0\r\nHost: 127.0.0.1:${PROXY}`],
    ['an HTTP/0.9 request line', 'GET /api/planets/ HTTP/0.9'],
  ])('refuses %s with 400, forwarding nothing', async (_name, head) => {
    const before = upstream.received.length;
    expect((await send(PROXY, head)).status).toBe(400);
    expect(upstream.received.length).toBe(before);
  });
});

describe('no secrets in the proxy log', () => {
  it('logs the request line and status of a backend failure, without its query, headers or body', async () => {
    const secret = 'S3cretT0ken';
    await send(
      PROXY,
      `POST /api/boom/?access=${secret}&password=${secret} HTTP/1.1\r\nHost: 127.0.0.1:${PROXY}\r\nAuthorization: Bearer ${secret}\r\nContent-Type: application/json`,
      JSON.stringify({ username: 'demo', password: secret, refresh: secret }),
    );
    await get(FAST, `/api/slow/log/?refresh=${secret}`, `Authorization: Bearer ${secret}\r\n`);
    expect(proxy.output()).toContain('[imperio] proxy: POST /api/boom/ answered 500');
    expect(fast.output()).toContain('[imperio] proxy: GET /api/slow/log/ timed out');
    expect(proxy.output() + fast.output()).not.toContain(secret);
  });
});
