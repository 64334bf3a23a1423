/** Longest line the server logs, in characters: a request can never flood the log. */
export const MAX_LOG_LINE = 500;

/**
 * Secrets a log line may carry: a JSON or form field named password/refresh/access (also
 * `refresh_token`, `access_token`, `new_password`…), and an `Authorization` header or a bearer
 * token anywhere.
 */
const SECRET_FIELD =
  /(["']?[\w-]{0,40}(?:password|refresh|access)[\w-]{0,40}["']?\s{0,5}[:=]\s{0,5})("(?:[^"\\]|\\.)*"|'[^']*'|[^\s,;&}\]]+)/gi;
const AUTHORIZATION = /(authorization["']?\s*[:=]\s*)("(?:[^"\\]|\\.)*"|[^\r\n,}]+)/gi;
const BEARER = /\bBearer\s+[^\s"',}]+/gi;

/**
 * A log line without secrets: every value of a field whose name contains `password`, `refresh`
 * or `access`, every `Authorization` value and every bearer token become `[redacted]`; control
 * characters become spaces (one event, one line), and the result is cut to {@link MAX_LOG_LINE}
 * characters. Takes any text (only its first 1000 characters are read, so a huge one costs no
 * more than a short one); returns the text to log.
 */
export function safeLogLine(text: string): string {
  // Cut first: the patterns then run over a bounded text, whatever size the caller logged.
  const redacted = text
    .slice(0, MAX_LOG_LINE * 2)
    .replace(AUTHORIZATION, '$1[redacted]')
    .replace(SECRET_FIELD, '$1[redacted]')
    .replace(BEARER, 'Bearer [redacted]')
    // eslint-disable-next-line no-control-regex -- a log line is one line: no injected newlines
    .replace(/[\u0000-\u001f\u007f]+/g, ' ');
  return redacted.length > MAX_LOG_LINE ? `${redacted.slice(0, MAX_LOG_LINE)}… [cut]` : redacted;
}

/**
 * The class of an error, for the log: its constructor's name (`TypeError`, `ZodError`), or
 * `typeof` for a thrown non-object. Never its message or fields, which can hold a user's record.
 */
export function errorClass(error: unknown): string {
  if (error instanceof Error) return error.constructor?.name || error.name || 'Error';
  if (error !== null && typeof error === 'object') return error.constructor?.name || 'Object';
  return typeof error;
}

/**
 * The request line to log: method and path, without the query (which can carry a token or a
 * search the player typed), with secrets removed. Takes the method and the raw target.
 */
export function requestLine(method: string | undefined, target: string | undefined): string {
  const path = (target ?? '').split('?')[0] ?? '';
  return `${method ?? '?'} ${path.length > 200 ? `${path.slice(0, 200)}…` : path}`;
}

/** Writes one redacted, capped line to stderr (see {@link safeLogLine}). */
export function logLine(text: string): void {
  console.error(safeLogLine(text));
}
