/**
 * The server's clock as seen from this device: one offset (server minus device, in ms) learnt
 * from the answers, so an end time the server sent is reached on the device when it is reached on
 * the server (a countdown's 0:00 means done there too). Two sources:
 * - `server_time` (spec p1 §3, §7.3 'Planet resources, optimised'), precise to the millisecond:
 *   `server_time − arrival` is a lower bound of the offset (the answer spent some time on the
 *   way), so the largest recent sample is the best one;
 * - the `Date` header of any answer (RFC 9110 §6.6.1), whole seconds: it only says the offset
 *   lies in `[Date − arrival, Date + 1 s − arrival]`, and the offset is moved into that window
 *   when it is outside (a device clock minutes off is corrected by any call).
 * The live clock (ui `state/liveClock`) adds the offset to the device's time; nothing else needs
 * to know it.
 */
type Listener = () => void;

/** A precise sample further than this from the offset replaces it (the device's clock was set). */
const RESET_MS = 1_000;
/** The `Date` header's resolution (whole seconds). */
const DATE_HEADER_STEP_MS = 1_000;

let offsetMs = 0;
const listeners = new Set<Listener>();

function setOffset(next: number): void {
  if (!Number.isFinite(next) || next === offsetMs) return;
  offsetMs = next;
  for (const listener of [...listeners]) listener();
}

/** The server's time minus the device's, in ms (0 until an answer said otherwise). */
export function serverOffsetMs(): number {
  return offsetMs;
}

/** The server's time now, in ms since the epoch (device time plus the offset). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** A device instant (ms, e.g. a query's `dataUpdatedAt`) on the server's clock. */
export function toServerMs(deviceMs: number): number {
  return deviceMs + offsetMs;
}

/** A server instant (ms, e.g. a parsed `ends_at`) on the device's clock: when a device timer must fire. */
export function toDeviceMs(serverMs: number): number {
  return serverMs - offsetMs;
}

/**
 * Learns from a precise server time (`server_time`).
 * @param serverTime the server's ISO time or ms; unreadable values are ignored
 * @param receivedAtMs device time (ms) when the answer arrived @default Date.now()
 */
export function noteServerTime(serverTime: string | number | null | undefined, receivedAtMs: number = Date.now()): void {
  const serverMs = typeof serverTime === 'number' ? serverTime : serverTime ? Date.parse(serverTime) : Number.NaN;
  if (!Number.isFinite(serverMs)) return;
  const sample = serverMs - receivedAtMs;
  // Every sample is low by the answer's trip, so the largest is the closest, unless the device's
  // clock moved (a sample far from the offset).
  setOffset(Math.abs(sample - offsetMs) > RESET_MS ? sample : Math.max(offsetMs, sample));
}

/**
 * Learns from an answer's `Date` header (whole seconds): moves the offset into the window the
 * header allows, and leaves it alone when it is already inside.
 * @param header the header's value (an HTTP date); absent or unreadable values are ignored
 * @param receivedAtMs device time (ms) when the answer arrived @default Date.now()
 */
export function noteDateHeader(header: string | null | undefined, receivedAtMs: number = Date.now()): void {
  const serverMs = header ? Date.parse(header) : Number.NaN;
  if (!Number.isFinite(serverMs)) return;
  const low = serverMs - receivedAtMs;
  setOffset(Math.min(Math.max(offsetMs, low), low + DATE_HEADER_STEP_MS));
}

/** Calls `listener` whenever the offset changes. @returns the unsubscribe function */
export function onServerClockChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the offset (tests; a sign-out keeps it: the server's clock did not move). */
export function resetServerClock(): void {
  setOffset(0);
}
