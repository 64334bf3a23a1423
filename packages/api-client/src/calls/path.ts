/**
 * Path parameters (docs/api.md): every value put into a path is a positive integer, encoded. A
 * value from a URL or a server answer such as `../missions/reports/901` can never change which
 * endpoint is called. Kept apart from the call tables so the login route loads only its own.
 */
import type { Id } from '../schemas/common';

/** A value that cannot be a path id (not a positive integer). */
export class InvalidPathParameterError extends Error {
  constructor(readonly value: unknown) {
    super('invalid id in an API path');
    this.name = 'InvalidPathParameterError';
  }
}

/** True for a positive safe integer, or a string of one written in plain decimal digits. */
export function isPositiveId(value: unknown): value is Id | `${number}` {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  return typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) && Number.isSafeInteger(Number(value));
}

/**
 * Reads an id from a URL parameter: the positive integer it holds, else null (the screen then
 * shows its default).
 * @example idParam(new URLSearchParams('message=../x').get('message')) // null
 */
export function idParam(raw: string | null | undefined): Id | null {
  return raw != null && isPositiveId(raw) ? Number(raw) : null;
}

/**
 * A route-pattern placeholder: `:id` as the mock handlers match paths, `{id}` as the OpenAPI
 * contract writes them. No path syntax (`/`, `.`, `%`, `?`) fits in one.
 */
export type RoutePlaceholder = `:${string}` | `{${string}}`;
const PLACEHOLDER = /^(:[A-Za-z][A-Za-z0-9_]*|\{[A-Za-z][A-Za-z0-9_]*\})$/;

/**
 * One path segment for an id: validated and encoded. Besides ids, the `:name` placeholders of
 * route patterns are let through, so the mocks can match `routes.messages.detail(':id')` and
 * the contract can write `messages/{id}/`.
 * @throws InvalidPathParameterError when `value` is not a positive integer (or a placeholder)
 */
export function pathId(value: Id | RoutePlaceholder): string {
  if (isPositiveId(value)) return encodeURIComponent(String(value));
  if (typeof value === 'string' && PLACEHOLDER.test(value)) return value;
  throw new InvalidPathParameterError(value);
}
