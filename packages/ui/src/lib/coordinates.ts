import { config } from '@imperio/api-client';

/**
 * Galaxy coordinates: parsing what a player types in the galaxy search (spec p1 §2.6, §5) and
 * the navigation bounds.
 *
 * The spec fixes the lower bounds (galaxy and system at least 1, position 1–15) and leaves the
 * upper ones open; Imperio uses the classic universe of 9 galaxies of 499 systems (the demo
 * universe has the same size). Out-of-range coordinates are refused with a reason, never clamped
 * silently, so the player sees why nothing happened.
 */
export const COORDINATE_LIMITS = {
  galaxyMin: 1,
  galaxyMax: 9,
  systemMin: 1,
  systemMax: 499,
  positionMin: 1,
  positionMax: config.limits.positionsPerSystem,
} as const;

/** Longest text the search sends (characters); longer input is refused, not cut. */
export const SEARCH_MAX_LENGTH = 100;

export interface Coordinates {
  galaxy: number;
  system: number;
  /** 1–15 when the player typed `g:s:p`. */
  position?: number;
}

/** What the search box holds, once read. */
export type SearchInput =
  /** Nothing after trimming: nothing is sent (p1 §5). */
  | { kind: 'empty' }
  /** `g:s` or `g:s:p` in range: jump there. */
  | { kind: 'coordinates'; coordinates: Coordinates }
  /** Looks like coordinates but a number is out of range. */
  | { kind: 'outOfRange'; field: 'galaxy' | 'system' | 'position' }
  /** Only digits, colons, brackets and signs, yet not `g:s` or `g:s:p` ('[1:2', '1:2:3:4', '1.5:2'). */
  | { kind: 'malformed' }
  /** Longer than {@link SEARCH_MAX_LENGTH}. */
  | { kind: 'tooLong'; max: number }
  /** Anything else: a text search with the trimmed text. */
  | { kind: 'text'; query: string };

const COORDINATE_PATTERN = /^([+-]?\d+)\s*:\s*([+-]?\d+)(?:\s*:\s*([+-]?\d+))?$/;
/** Text made only of what coordinates are made of, with at least one colon and one digit. */
const COORDINATE_LIKE = /^(?=.*\d)(?=.*:)[\d\s:[\]().,+-]+$/;

function inRange(value: number, min: number, max: number): boolean {
  return Number.isSafeInteger(value) && value >= min && value <= max;
}

/**
 * Reads the search box (spec p1 §2.6, p2 §5 "a coordinate like [1:2]"): `g:s`, `[g:s]`,
 * `g:s:p` or `[g:s:p]` (spaces inside allowed) is a jump; text made only of digits, colons and
 * brackets that is not one of those is `malformed`; anything else is a text search.
 * @example parseSearch(' [1:42] ') // { kind: 'coordinates', coordinates: { galaxy: 1, system: 42 } }
 * @example parseSearch('1:2:16') // { kind: 'outOfRange', field: 'position' }
 * @example parseSearch('[1:2') // { kind: 'malformed' }
 * @example parseSearch('a:b') // { kind: 'text', query: 'a:b' }
 * Never throws.
 */
export function parseSearch(raw: string): SearchInput {
  const text = (raw ?? '').trim();
  if (!text) return { kind: 'empty' };
  if (text.length > SEARCH_MAX_LENGTH) return { kind: 'tooLong', max: SEARCH_MAX_LENGTH };
  const bracketed = /^\[(.*)\]$/s.exec(text);
  const inner = bracketed ? bracketed[1]!.trim() : text;
  const match = COORDINATE_PATTERN.exec(inner);
  if (!match) return COORDINATE_LIKE.test(text) ? { kind: 'malformed' } : { kind: 'text', query: text };
  const galaxy = Number(match[1]);
  const system = Number(match[2]);
  const position = match[3] === undefined ? undefined : Number(match[3]);
  const L = COORDINATE_LIMITS;
  if (!inRange(galaxy, L.galaxyMin, L.galaxyMax)) return { kind: 'outOfRange', field: 'galaxy' };
  if (!inRange(system, L.systemMin, L.systemMax)) return { kind: 'outOfRange', field: 'system' };
  if (position !== undefined && !inRange(position, L.positionMin, L.positionMax)) return { kind: 'outOfRange', field: 'position' };
  return { kind: 'coordinates', coordinates: position === undefined ? { galaxy, system } : { galaxy, system, position } };
}

/** Keeps a galaxy number inside 1–9; non-numbers give 1. */
export function clampGalaxy(value: number): number {
  if (!Number.isFinite(value)) return COORDINATE_LIMITS.galaxyMin;
  return Math.min(COORDINATE_LIMITS.galaxyMax, Math.max(COORDINATE_LIMITS.galaxyMin, Math.trunc(value)));
}

/** Keeps a system number inside 1–499; non-numbers give 1. */
export function clampSystem(value: number): number {
  if (!Number.isFinite(value)) return COORDINATE_LIMITS.systemMin;
  return Math.min(COORDINATE_LIMITS.systemMax, Math.max(COORDINATE_LIMITS.systemMin, Math.trunc(value)));
}

/** A position 1–15, or undefined for anything else. */
export function validPosition(value: unknown): number | undefined {
  const number = Number(value);
  return inRange(number, COORDINATE_LIMITS.positionMin, COORDINATE_LIMITS.positionMax) ? number : undefined;
}

/** `[g:s]` or `[g:s:p]` without brackets: `1:42` / `1:42:7`. */
export function formatCoordinates({ galaxy, system, position }: Coordinates): string {
  return position === undefined ? `${galaxy}:${system}` : `${galaxy}:${system}:${position}`;
}

/**
 * Reads a planet's `coordinates` text ('galaxy:system:position', spec p1 §3); undefined when it
 * is missing or not three numbers.
 */
export function coordinatesOf(text: string | null | undefined): Required<Coordinates> | undefined {
  const match = /^\s*(\d+):(\d+):(\d+)\s*$/.exec(text ?? '');
  if (!match) return undefined;
  return { galaxy: Number(match[1]), system: Number(match[2]), position: Number(match[3]) };
}
