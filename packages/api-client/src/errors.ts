/**
 * `ApiError` and the rules that read an error body (spec p1 §8, p2 §5 'Error extraction', §8).
 *
 * Every failed call becomes an `ApiError` carrying the HTTP status (0 when no answer came), the
 * parsed body, the server's message when the call's rule finds one, and `fallbackKey`: the i18n
 * key of the catalogue's default text for that call (`errors:…`). Screens show
 * `serverMessage ?? t(fallbackKey)`.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: unknown;
  readonly serverMessage: string | undefined;
  readonly fallbackKey: string;

  constructor(init: { kind: ApiErrorKind; status?: number; body?: unknown; serverMessage?: string; fallbackKey: string; cause?: unknown }) {
    super(init.serverMessage ?? init.fallbackKey, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.body = init.body;
    this.serverMessage = init.serverMessage;
    this.fallbackKey = init.fallbackKey;
  }

  /** True for answers the server refused on purpose (4xx): never worth retrying. */
  get isClientError(): boolean {
    return this.kind === 'http' && this.status >= 400 && this.status < 500;
  }
}

/** A rule that finds the server's message in an error body, or returns undefined. */
export type MessageExtractor = (body: unknown) => string | undefined;

function firstText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (Array.isArray(value)) return firstText(value[0]);
  return undefined;
}

/**
 * Builds a rule that reads the given fields in order. A field holding a list gives its first
 * entry, as Django REST field errors do (`{"subject": ["…"]}`).
 * @example fields('non_field_errors', 'message', 'error') // build ships, p2 §5
 */
export function fields(...names: string[]): MessageExtractor {
  return (body) => {
    if (!body || typeof body !== 'object') return undefined;
    const record = body as Record<string, unknown>;
    for (const name of names) {
      const text = firstText(record[name]);
      if (text) return text;
    }
    return undefined;
  };
}

/** The per-call rules of the catalogues. */
export const extractors = {
  /** Default (p1 §8): `message`, then `detail`. */
  standard: fields('message', 'detail'),
  /** Send a message (p2 §5). */
  sendMessage: fields('recipient_username', 'subject', 'content', 'non_field_errors', 'message', 'error'),
  /** Reply (p2 §5). */
  reply: fields('original_message_id', 'subject', 'content', 'non_field_errors', 'message'),
  /** Build ships and defences (p2 §5). */
  build: fields('non_field_errors', 'message', 'error'),
  /** Create a mission (p2 §5). */
  createMission: fields('error', 'message'),
} satisfies Record<string, MessageExtractor>;

/**
 * The codes the game's own server (apps/game/server, in front of the backend) answers with
 * `{code}` and no text, mapped to the i18n key that words each in the player's language. Codes
 * not listed here (`server_error`, `bad_request`, `method_not_allowed`…) say nothing a player can
 * act on: the call's catalogue default (spec p1 §8, p2 §8) is shown for them. The spec has no text
 * for a time-out or an unreachable game server, so these keys keep the server's former wording.
 */
export const SERVER_CODE_KEYS: Readonly<Record<string, string>> = {
  gateway_timeout: 'errors:codes.gateway_timeout',
  bad_gateway: 'errors:codes.unavailable',
  service_unavailable: 'errors:codes.unavailable',
  payload_too_large: 'errors:codes.payload_too_large',
};

/**
 * The i18n key for an error body the game's server wrote itself: an object whose `code` is one of
 * {@link SERVER_CODE_KEYS} and that carries no `message` or `detail` (a backend's own text always
 * wins). Takes the parsed body; returns the key, or undefined.
 */
export function serverCodeKey(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.code !== 'string' || record.message !== undefined || record.detail !== undefined) return undefined;
  return Object.hasOwn(SERVER_CODE_KEYS, record.code) ? SERVER_CODE_KEYS[record.code] : undefined;
}

/**
 * The text to show for an error: the server's message, else the wording of the game server's own
 * code ({@link serverCodeKey}), else the translated default (`fallbackKey`, else the call's).
 */
export function errorText(error: unknown, translate: (key: string) => string, fallbackKey?: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? translate(serverCodeKey(error.body) ?? fallbackKey ?? error.fallbackKey);
  return translate(fallbackKey ?? 'errors:generic');
}

/** The shortest run of a token's characters that counts as a copy of it. */
const MIN_TOKEN_RUN = 8;
/** Characters a copy may be split by: white space, zero-width characters, soft hyphens. */
const SPLITTERS = /[\s\u00ad\u200b-\u200d\u2060\ufeff]/;

interface Unit {
  char: string;
  start: number;
  end: number;
}

/** The text as lower-case characters with percent escapes decoded and splitters left out. */
function units(text: string): Unit[] {
  const out: Unit[] = [];
  let i = 0;
  while (i < text.length) {
    let char = text[i]!;
    let end = i + 1;
    // `%XX` stands for one character, also when encoded twice or three times (`%2541`).
    for (let depth = 0; depth < 3 && char === '%' && /^[0-9a-f]{2}$/i.test(text.slice(end, end + 2)); depth++) {
      char = String.fromCharCode(parseInt(text.slice(end, end + 2), 16));
      end += 2;
    }
    const lower = char.toLowerCase();
    if (!SPLITTERS.test(char)) out.push({ char: lower.length === 1 ? lower : char, start: i, end });
    i = end;
  }
  return out;
}

/**
 * Removes any token from a server text before it can reach the screen or a log: a backend that
 * echoes the bearer token in a message must not
 * display it, whatever its spelling. A copy is any run of at least 8 of a token's characters,
 * compared without case, with percent escapes decoded (once or twice) and ignoring white space
 * or zero-width characters inside it; so URL-encoded, case-changed and split copies all become
 * '…'. Anything still shaped like a bearer header or a JWT goes too.
 * @param tokens the tokens to hide (shorter than 8 characters are ignored)
 */
export function withoutTokens(text: string | undefined, tokens: Array<string | null | undefined>): string | undefined {
  if (!text) return text;
  const grams = new Set<string>();
  for (const token of tokens) {
    if (!token || token.length < MIN_TOKEN_RUN) continue;
    const lower = token.toLowerCase();
    for (let i = 0; i + MIN_TOKEN_RUN <= lower.length; i++) grams.add(lower.slice(i, i + MIN_TOKEN_RUN));
  }
  let out = text;
  if (grams.size) {
    const list = units(text);
    const joined = list.map((unit) => unit.char).join('');
    const covered = new Array<boolean>(list.length).fill(false);
    // `joined` has one character per unit: decoded characters are single UTF-16 units here.
    for (let i = 0; i + MIN_TOKEN_RUN <= joined.length; i++) {
      if (grams.has(joined.slice(i, i + MIN_TOKEN_RUN))) covered.fill(true, i, i + MIN_TOKEN_RUN);
    }
    let result = '';
    let cursor = 0;
    for (let i = 0; i < list.length; i++) {
      if (!covered[i]) continue;
      let j = i;
      while (j + 1 < list.length && covered[j + 1]) j++;
      result += `${text.slice(cursor, list[i]!.start)}…`;
      cursor = list[j]!.end;
      i = j;
    }
    out = result + text.slice(cursor);
  }
  return out.replace(/Bearer\s+\S+/gi, 'Bearer …').replace(/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '…');
}

/**
 * How long a throttled call (429) asks the client to wait, in whole seconds: the `Retry-After`
 * header (seconds or an HTTP date, RFC 9110 §10.2.3), else a `retry_after` number in the body.
 * Takes any caught error; returns undefined for anything but a 429 that says how long.
 */
export function retryAfterSeconds(error: unknown, now = Date.now()): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const header = (error.cause as { response?: Response } | undefined)?.response?.headers?.get('Retry-After')?.trim();
  if (header) {
    const seconds = /^\d+$/.test(header) ? Number(header) : Math.ceil((Date.parse(header) - now) / 1000);
    if (Number.isFinite(seconds)) return Math.max(1, seconds);
  }
  const fromBody = (error.body as { retry_after?: unknown } | null | undefined)?.retry_after;
  return typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody > 0 ? Math.ceil(fromBody) : undefined;
}
