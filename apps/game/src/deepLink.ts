/** The query parameter of the root page that names where to go after login. */
export const NEXT_PARAM = 'next';

function hasControl(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Reads a return path: only a same-origin relative path is honoured, so a
 * link such as `/?next=//evil.example` or `/?next=https://evil.example` cannot send the player
 * elsewhere after login (no open redirect).
 * @param raw the parameter's value
 * @param origin the page's origin @default location.origin
 * @returns the path with its query and hash, or null when absent, foreign, malformed or `/`
 */
export function safeNextPath(raw: string | null | undefined, origin: string = globalThis.location.origin): string | null {
  if (!raw || raw.length > 2048) return null;
  // Only "/path": not "//host", not "/\host" (browsers read a backslash as a slash), no controls.
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || hasControl(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The root-page address that brings the player back to `path` after the next login.
 * @param path where the player was, e.g. `/galaxy?g=2&s=45`
 * @returns `/?next=…`, or `/` when `path` is the root page or not a safe path
 */
export function loginPathReturningTo(path: string, origin: string = globalThis.location.origin): string {
  const next = safeNextPath(path, origin);
  return next ? `/?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : '/';
}
