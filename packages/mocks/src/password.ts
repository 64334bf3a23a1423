/**
 * The demo's password hashing: PBKDF2-HMAC-SHA-256 through Web Crypto (`crypto.subtle`).
 *
 * Why PBKDF2 and not scrypt: the same handlers run under Node (`pnpm start`, tests, the contract
 * check) and in the browser's service worker (Storybook, `pnpm dev`). `node:crypto`'s scrypt
 * does not exist in a browser, and Web Crypto has no scrypt; PBKDF2 is the one password hash
 * both offer natively (Node 20 exposes `globalThis.crypto.subtle`), so one module serves both
 * with no bundled dependency. Browsers give `crypto.subtle` to secure contexts only (https,
 * localhost), which is where the workbench and `pnpm dev` run.
 *
 * Stored form: `pbkdf2-sha256$<iterations>$<salt hex>$<hash hex>`; the salt is 16 random bytes.
 */

/**
 * Iterations. OWASP asks 600 000 for a production store; a demo that re-seeds before every test
 * and story keeps a tenth of it so that a login answers in milliseconds, still far from a
 * plain-text or fast-hash store.
 */
const ITERATIONS = 60_000;
const PREFIX = 'pbkdf2-sha256';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const unhex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto (crypto.subtle) is needed to hash the demo passwords: serve over https or localhost.');
  const key = await subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations }, key, 256);
  return new Uint8Array(bits);
}

/**
 * Hashes a password with a fresh random salt.
 * @returns `pbkdf2-sha256$<iterations>$<salt>$<hash>` (hex)
 * @throws Error when the platform has no Web Crypto (an insecure browser context)
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = new Uint8Array(16);
  globalThis.crypto.getRandomValues(salt);
  return `${PREFIX}$${ITERATIONS}$${hex(salt)}$${hex(await derive(password, salt, ITERATIONS))}`;
}

/**
 * Checks a password against a stored hash, comparing every byte (no early exit on the first
 * difference). A stored value in any other form never matches.
 * @returns true when the password is the one hashed
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, rounds, saltHex, hashHex] = stored.split('$');
  const iterations = Number(rounds);
  if (prefix !== PREFIX || !Number.isSafeInteger(iterations) || iterations < 1 || !saltHex || !hashHex) return false;
  const expected = unhex(hashHex);
  const actual = await derive(password, unhex(saltHex), iterations);
  let difference = expected.length ^ actual.length;
  for (let i = 0; i < actual.length; i++) difference |= actual[i]! ^ (expected[i] ?? 0);
  return difference === 0;
}

/** A password nobody knows: 128 random bits as hex (the seeded rivals get one each). */
export function randomPassword(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return hex(bytes);
}
