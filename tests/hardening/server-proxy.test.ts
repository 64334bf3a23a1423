import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzRequests, sendAll } from './fuzz';
import { get, headerOf, rawRequest, startFakeUpstream, startServer, waitFor, type FakeUpstream, type RunningServer } from './helpers';

/** Issue 15 items 1–5 against `IMPERIO_API_URL=… pnpm start` (the built server as a proxy). */
const UPSTREAM = 31112;
const PROXY = 31113; // default time-out (30 s)
const FAST = 31114; // IMPERIO_PROXY_TIMEOUT_MS=1000
const DOWN = 31115; // a backend that is not there
const NOWHERE = 31116;

let upstream: FakeUpstream;
let proxy: RunningServer;
let fast: RunningServer;
let down: RunningServer;

beforeAll(async () => {
  upstream = await startFakeUpstream(UPSTREAM);
  [proxy, fast, down] = await Promise.all([
    startServer(PROXY, { IMPERIO_API_URL: upstream.origin }),
    startServer(FAST, { IMPERIO_API_URL: upstream.origin, IMPERIO_PROXY_TIMEOUT_MS: '1000' }),
    startServer(DOWN, { IMPERIO_API_URL: `http://127.0.0.1:${NOWHERE}` }),
  ]);
});
afterAll(async () => {
  await Promise.all([proxy?.stop(), fast?.stop(), down?.stop()]);
  await upstream?.close();
});

/** Every way of walking out of `/api/` seen in issue 15 item 3, and their relatives. */
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
    expect((await rawRequest(PROXY, chunked(2 * 1024 * 1024))).status).toBe(413);
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
    expect((JSON.parse(answer.body) as { code?: string }).code).toBe('gateway_timeout');
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
  it('drops hop-by-hop and client X-Forwarded-*/X-Real-IP headers and sets its own', async () => {
    await get(
      PROXY,
      '/api/planets/',
      'Authorization: Bearer abc\r\nX-Custom: kept\r\nX-Forwarded-For: 6.6.6.6\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: https\r\nX-Forwarded-Port: 1\r\nX-Real-IP: 6.6.6.6\r\nForwarded: for=6.6.6.6\r\nProxy-Authorization: Basic eA==\r\nTE: trailers\r\nUpgrade: websocket\r\nKeep-Alive: timeout=5\r\n',
    );
    const { headers } = upstream.received.at(-1)!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toBe(`127.0.0.1:${PROXY}`);
    expect(headers.host).toBe(`127.0.0.1:${UPSTREAM}`);
    expect(headers.authorization).toBe('Bearer abc');
    expect(headers['x-custom']).toBe('kept');
    for (const name of ['x-forwarded-port', 'x-real-ip', 'forwarded', 'proxy-authorization', 'te', 'upgrade', 'keep-alive'])
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
    expect(headerOf(answer, 'x-kept')).toBe('kept');
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
    expect(JSON.parse(missing.body)).toEqual({ detail: 'No encontrado.', code: 'not_found' });
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
    expect(down.alive()).toBe(true);
  });
});

describe('item 1: no request crashes the proxy', () => {
  it('survives a fuzz of 240 hostile requests; only /api/ paths reach the backend', async () => {
    const before = upstream.received.length;
    const requests = fuzzRequests(240, FAST, 151);
    const answers = await sendAll(FAST, requests);
    const hung = answers.filter((answer) => answer.hung).length;
    const statuses = answers.reduce<Record<number, number>>(
      (count, answer) => ({ ...count, [answer.status]: (count[answer.status] ?? 0) + 1 }),
      {},
    );
    const reached = upstream.received.slice(before).map((request) => request.url);
    console.info(
      `[hardening] proxy fuzz: ${requests.length} requests, ${hung} hung, ${reached.length} forwarded, statuses ${JSON.stringify(statuses)}, server alive: ${fast.alive()}`,
    );
    expect(fast.alive()).toBe(true);
    expect(hung).toBe(0);
    expect(reached.filter((url) => !/^\/api(\/|\?|$)/.test(url) || url.split('?')[0]!.includes('..'))).toEqual([]);
    expect(fast.output()).not.toMatch(/uncaught exception|unhandled rejection/);
    expect((await get(FAST, '/api/planets/')).status).toBe(200);
  });
});
