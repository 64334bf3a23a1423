/**
 * The demo universe's `/api` on a loopback port, for the conformance check in CI and its tests:
 * the mocks' MSW handlers answered over plain `node:http` through msw's `getResponse`. Handlers
 * given first override the demo's (a test builds a backend that breaks the contract that way).
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type RequestHandler } from 'msw';
import { allHandlers } from '@imperio/mocks';

export interface DemoApi {
  /** The API root, e.g. `http://127.0.0.1:43130/api`. */
  url: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<ArrayBuffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? new Uint8Array(Buffer.concat(chunks)).buffer : undefined;
}

/**
 * Starts the demo API. @param options.port 0 (default) picks a free port
 * @param options.overrides handlers tried before the demo's
 * @param options.cors an app origin to answer CORS for (the demo itself is same-origin only)
 * @returns its URL and a `close()`
 */
export async function startDemoApi(options: { port?: number; overrides?: RequestHandler[]; cors?: string } = {}): Promise<DemoApi> {
  const handlers = [...(options.overrides ?? []), ...allHandlers];
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      if (options.cors) {
        outgoing.setHeader('Access-Control-Allow-Origin', options.cors);
        if (incoming.method === 'OPTIONS') {
          outgoing.writeHead(204, {
            'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE',
            'Access-Control-Allow-Headers': 'Authorization, Content-Type',
            'Access-Control-Max-Age': '600',
          });
          outgoing.end();
          return;
        }
      }
      const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? '127.0.0.1'}`);
      const headers = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
      const body = incoming.method === 'GET' || incoming.method === 'HEAD' ? undefined : await readBody(incoming);
      const request = new Request(url, { method: incoming.method, headers, body });
      const response = (await getResponse(handlers, request)) ?? Response.json({ detail: 'No encontrado.' }, { status: 404 });
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      outgoing.writeHead(500, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ detail: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
