import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { dirname, join, parse } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fuzzRequests, sendAll } from './fuzz';
import { get, headerOf, rawRequest, startServer, type RunningServer } from './helpers';

/** The server's hardening against `pnpm start`'s demo mode (the built server, `node` alone). */
const PORT = 31111;
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(PORT);
});
afterAll(async () => {
  await server?.stop();
});

const login = () => {
  const body = JSON.stringify({ username: 'demo', password: 'imperio' });
  return rawRequest(
    PORT,
    `POST /api/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
  );
};

describe('item 1: no request crashes the demo server', () => {
  it.each([
    ['TRACE /', 405, `TRACE / HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n\r\n`],
    ['TRACE /api/auth/', 405, `TRACE /api/auth/ HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n\r\n`],
    ['PROPFIND /api/planets/', 405, `PROPFIND /api/planets/ HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n\r\n`],
    ['POST / (not the API)', 405, `POST / HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`],
    ['Host: a b', 400, `GET / HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`],
    ['Host: [', 400, `GET /api/auth/ HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n`],
    ['Host: x:99999', 400, `GET /api/auth/ HTTP/1.1\r\nHost: x:99999\r\nConnection: close\r\n\r\n`],
    ['absolute-form target', 400, `GET http://evil.example/api/auth/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`],
    ['CONNECT', 405, `CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n`],
    ['garbage', 400, 'GARBAGE\r\n\r\n'],
  ])('%s gets %i and the server lives', async (_name, status, request) => {
    const answer = await rawRequest(PORT, request);
    expect(answer.status).toBe(status);
    expect(server.alive()).toBe(true);
  });

  it('answers a method outside the API with Allow and JSON', async () => {
    const answer = await rawRequest(PORT, `TRACE /api/auth/ HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nConnection: close\r\n\r\n`);
    expect(headerOf(answer, 'allow')).toContain('GET');
    expect(headerOf(answer, 'content-type')).toMatch(/application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'Método no permitido.', code: 'method_not_allowed' });
  });

  it('turns a handler failure (a body that is not JSON) into a JSON answer, and logs a 500', async () => {
    const answer = await rawRequest(
      PORT,
      `POST /api/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\nContent-Length: 1\r\nConnection: close\r\n\r\n{`,
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(headerOf(answer, 'content-type')).toMatch(/application\/json/);
    expect(answer.body).not.toMatch(/at .*\.(m?js|ts):\d+/); // no stack trace
    if (answer.status === 500) expect(server.output()).toContain('[imperio] demo API: POST /api/auth/login/ failed');
    expect(server.alive()).toBe(true);
  });

  it('survives a fuzz of 240 hostile requests and still logs the demo in', async () => {
    const requests = fuzzRequests(240, PORT, 15);
    const answers = await sendAll(PORT, requests);
    const hung = answers.filter((answer) => answer.hung).length;
    const answered = answers.filter((answer) => answer.status > 0).length;
    const statuses = answers.reduce<Record<number, number>>(
      (count, answer) => ({ ...count, [answer.status]: (count[answer.status] ?? 0) + 1 }),
      {},
    );
    console.info(
      `[hardening] demo fuzz: ${requests.length} requests, ${answered} answered, ${hung} hung, statuses ${JSON.stringify(statuses)}, server alive: ${server.alive()}`,
    );
    expect(server.alive()).toBe(true);
    expect(hung).toBe(0);
    // Every answer is a status the server chose: nothing crashed mid-request.
    expect(
      Object.keys(statuses)
        .map(Number)
        .every((status) => [200, 201, 204, 400, 401, 403, 404, 405, 413, 431, 500].includes(status)),
    ).toBe(true);
    expect(server.output()).not.toMatch(/uncaught exception|unhandled rejection/);
    const after = await login();
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body)).toHaveProperty('access');
  });
});

describe('item 2: bodies over 1 MiB are refused with 413', () => {
  it('refuses a declared 400 MB body at once, without reading it', async () => {
    const started = Date.now();
    const answer = await rawRequest(
      PORT,
      `POST /api/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\nContent-Length: 419430400\r\nConnection: close\r\n\r\n{"username":`,
    );
    expect(answer.status).toBe(413);
    expect((JSON.parse(answer.body) as { code?: string }).code).toBe('payload_too_large');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses a chunked body once it passes 1 MiB, holding at most about that much', async () => {
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    const before = rss();
    const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve) => {
      const socket = net.connect(PORT, '127.0.0.1');
      const chunk = Buffer.concat([Buffer.from('10000\r\n'), Buffer.alloc(64 * 1024, 'a'), Buffer.from('\r\n')]); // one 64 KiB chunk
      let sent = 0;
      let text = '';
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        socket.destroy();
        resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), sent });
      };
      socket.on('data', (data) => {
        text += data.toString();
        finish();
      });
      socket.on('error', finish);
      socket.on('close', finish);
      socket.write(
        `POST /api/messages/send/ HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const pump = () => {
        // Up to 64 MiB, stopping as soon as the server has answered.
        while (!done && sent < 64 * 1024 * 1024) {
          sent += 64 * 1024;
          if (!socket.write(chunk)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(rss() - before).toBeLessThan(32 * 1024 * 1024);
    expect(server.alive()).toBe(true);
  });

  it('still accepts a body just under the limit', async () => {
    const body = JSON.stringify({ username: 'demo', password: 'imperio', pad: 'x'.repeat(1024 * 1024 - 100) });
    const answer = await rawRequest(
      PORT,
      `POST /api/auth/login/ HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(answer.status).toBe(200);
  });
});

describe('item 7: headers and files', () => {
  it('sends no-store on /api, and COOP, Permissions-Policy and the CSP everywhere', async () => {
    for (const path of ['/api/auth/', '/api/nothing-here/', '/', '/galaxy', '/favicon.svg', '/assets/missing.js']) {
      const answer = await get(PORT, path);
      expect(headerOf(answer, 'cross-origin-opener-policy'), path).toBe('same-origin');
      expect(headerOf(answer, 'permissions-policy'), path).toMatch(/camera=\(\)/);
      expect(headerOf(answer, 'content-security-policy'), path).toMatch(/script-src 'self'/);
      if (path.startsWith('/api/')) expect(headerOf(answer, 'cache-control'), path).toBe('no-store');
    }
  });

  it('compresses the API’s JSON for a browser that accepts it, and only then (Lighthouse: text compression)', async () => {
    const { access } = JSON.parse((await login()).body) as { access: string };
    const path = '/api/buildings/planet/101/';
    const packed = await get(PORT, path, `Authorization: Bearer ${access}\r\nAccept-Encoding: gzip, br\r\n`);
    expect(packed.status).toBe(200);
    expect(headerOf(packed, 'content-encoding')).toMatch(/^(gzip|br)$/);
    expect(headerOf(packed, 'vary')).toMatch(/Accept-Encoding/i);
    expect(headerOf(packed, 'cache-control')).toBe('no-store');
    const plain = await get(PORT, path, `Authorization: Bearer ${access}\r\n`);
    expect(headerOf(plain, 'content-encoding')).toBeUndefined();
    expect(Array.isArray(JSON.parse(plain.body)) || typeof JSON.parse(plain.body) === 'object').toBe(true);
  });

  it('has index.html and the Trusted Types bootstrap script revalidated, hashed assets immutable', async () => {
    for (const path of ['/', '/index.html', '/messages', '/preferences-init.js']) {
      const answer = await get(PORT, path);
      expect(answer.status, path).toBe(200);
      expect(headerOf(answer, 'cache-control'), path).toBe('no-cache');
    }
    const html = (await get(PORT, '/')).body;
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const answer = await get(PORT, asset!);
    expect(answer.status).toBe(200);
    expect(headerOf(answer, 'cache-control')).toMatch(/immutable/);
  });

  it('serves no dot-directory, no dev worker, and 404s missing files instead of the SPA page', async () => {
    expect(existsSync(join(inject('serverRoot'), 'dist', '.vite', 'manifest.json'))).toBe(true); // there, yet not served
    expect(existsSync(join(inject('serverRoot'), 'dist', 'mockServiceWorker.js'))).toBe(false);
    for (const path of [
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/.vite/',
      '/.env',
      '/mockServiceWorker.js',
      '/assets/missing.js',
      '/assets/',
      '/missing.png',
    ]) {
      const answer = await get(PORT, path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toContain('<div id="root">');
    }
  });
});

describe('item 8: runs without dev tooling', () => {
  it('runs the built server with node from a folder without node_modules', () => {
    const root = inject('serverRoot');
    for (let dir = root; ; dir = dirname(dir)) {
      expect(existsSync(join(dir, 'node_modules')), dir).toBe(false);
      if (dir === parse(dir).root) break;
    }
    expect(server.alive()).toBe(true);
  });

  it('starts and serves with node, not tsx', () => {
    const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
    const { scripts } = JSON.parse(readFileSync(join(repo, 'apps', 'game', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.serve).toBe('node dist-server/index.mjs');
    expect(scripts.start).not.toContain('tsx');
  });

  it('logs the demo in over the built server', async () => {
    const answer = await login();
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.body) as { user: { username: string } }).user.username).toBe('demo');
  });
});

describe('no secrets in the demo log', () => {
  it('logs a handler failure as its request line, status and error class: no user record, no password, short lines', async () => {
    const { access } = JSON.parse((await login()).body) as { access: string };
    const patch = (changes: unknown) => {
      const body = JSON.stringify(changes);
      return rawRequest(
        PORT,
        `PATCH /api/auth/profile/ HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\nAuthorization: Bearer ${access}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    };
    const logBefore = server.output().length;
    // A long name, then changes the demo's data model refuses: each failure used to log the
    // whole user record (password included), about 0.9 MiB a request.
    await patch({ display_name: 'N'.repeat(900_000) });
    const answers = [await patch({ display_name: 123 }), await patch({ vacation_mode: 'x' })];
    for (const answer of answers) expect(answer.status).not.toBe(0);
    const log = server.output().slice(logBefore);
    const longest = Math.max(0, ...log.split('\n').map((line) => line.length));
    console.info(`[hardening] demo log: ${log.length} characters for ${answers.length} failures, longest line ${longest}`);
    expect(log).not.toMatch(/"password"|imperio"|Bearer |NNNNNNNNNN/);
    expect(log).not.toContain(access);
    expect(longest).toBeLessThanOrEqual(600);
    if (answers.some((answer) => answer.status === 500)) expect(log).toMatch(/\[imperio\] demo API: PATCH \S+ failed \(500\): \w+/);
    await patch({ display_name: 'Almirante Demo' });
  });
});
