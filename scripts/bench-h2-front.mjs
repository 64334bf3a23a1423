/**
 * An HTTPS front speaking HTTP/2 for the bench (`scripts/lighthouse.mjs --front=h2`), in place
 * of the TLS-terminating reverse proxy every public deployment has in front of our server (the
 * service worker needs a secure context, and browsers negotiate HTTP/2 over TLS). The game server
 * itself speaks HTTP/1.1 only; measured directly, a cold load's ~50 requests share six
 * connections and each pays a round trip, which no player behind a deployment's front does.
 * Requests go to the server over HTTP/1.1 through `http2-proxy`, marked `X-Forwarded-Proto:
 * https` (the server must trust its loopback proxy: `IMPERIO_TRUST_PROXY=loopback`).
 * The certificate is self-signed for 127.0.0.1, made by `openssl` for this run; Chromium accepts
 * it by its key's hash (`--ignore-certificate-errors-spki-list`), so the page is a secure context
 * whose files the HTTP cache keeps, as with a real certificate.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import proxy from 'http2-proxy';

/**
 * Starts the front on `port`, forwarding to the HTTP/1.1 server at 127.0.0.1:`upstreamPort`.
 * @returns `{ origin, chromiumFlag, close }`: the front's https origin, the Chromium flag that
 *   trusts its certificate, and a function that stops it (a promise); throws when `openssl` is
 *   missing
 */
export async function startH2Front(port, upstreamPort) {
  const { key, cert, spki } = makeCertificate();
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });
  server.on('request', (req, res) => {
    proxy.web(
      req,
      res,
      {
        hostname: '127.0.0.1',
        port: upstreamPort,
        onReq: (_req, options) => {
          options.headers['x-forwarded-proto'] = 'https';
        },
      },
      (error) => {
        if (!error) return;
        if (!res.headersSent) res.writeHead(502);
        res.end();
      },
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `https://127.0.0.1:${port}`,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spki}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Makes the key and certificate in a fresh temporary folder; returns their PEM texts and the key's SPKI hash (base64 SHA-256). */
function makeCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-h2-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout']);
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
    const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
    return { key: readFileSync(key), cert: readFileSync(cert), spki };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
