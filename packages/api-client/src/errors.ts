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

  constructor(init: {
    kind: ApiErrorKind;
    status?: number;
    body?: unknown;
    serverMessage?: string;
    fallbackKey: string;
    cause?: unknown;
  }) {
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

/** The text to show for an error: the server's, else the translated default. */
export function errorText(error: unknown, translate: (key: string) => string, fallbackKey?: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? translate(fallbackKey ?? error.fallbackKey);
  return translate(fallbackKey ?? 'errors:generic');
}
