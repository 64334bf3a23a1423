import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpResponse, http as mock } from 'msw';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoApiMiddleware } from '@imperio/mocks/http-server';
import { rawRequest } from './helpers';

/** A demo handler that throws is a logged 500 JSON answer, never a crash. */
const logged: string[] = [];
let server: http.Server;
let port: number;

beforeAll(async () => {
  const demoApi = demoApiMiddleware({
    logError: (message) => logged.push(message),
    handlers: [
      mock.get('*/api/boom/', () => {
        throw new Error('handler bug at /srv/app/handlers.ts:12');
      }),
      mock.get('*/api/async-boom/', async () => Promise.reject(new TypeError('later'))),
      mock.get('*/api/fine/', () => HttpResponse.json({ ok: true })),
    ],
  });
  server = http.createServer((req, res) => void demoApi(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it.each(['/api/boom/', '/api/async-boom/'])('answers %s with a 500 JSON, logs it and keeps serving', async (path) => {
  const answer = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  expect(answer.status).toBe(500);
  expect(answer.head).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(answer.body)).toEqual({ detail: 'Error interno del servidor.', code: 'server_error' });
  expect(logged.at(-1)).toBe(`[imperio] demo API: GET ${path} failed`);
  const fine = await rawRequest(port, `GET /api/fine/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  expect(fine.status).toBe(200);
});

it('answers a path no handler knows with a 404 JSON', async () => {
  const answer = await rawRequest(port, `GET /api/unknown/ HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
  expect(answer.status).toBe(404);
  expect((JSON.parse(answer.body) as { code?: string }).code).toBe('not_found');
});
