// Deep import: the package's index would put every schema and query module on the login route.
import { probeBackend, type ProbeResult } from '@imperio/api-client/http/probes';

let started: Promise<ProbeResult> | undefined;

/**
 * The page's start-up probes (spec p1 §7.1: `probeBackend`), run once per page: the first call
 * starts them, every later call gets the same promise. `main.tsx` starts them as soon as the HTTP
 * client is configured, before the texts load and React renders, so a returning player's shell,
 * which waits for them (spec p1 §2.1), does not wait for their round trip after its first render.
 * @returns the probes' result; never rejects (failures are only logged)
 */
export function startupProbe(): Promise<ProbeResult> {
  started ??= probeBackend();
  return started;
}
