import type { QueryClient } from '@tanstack/react-query';
import { readSession } from '@imperio/api-client/session';
import { createQueryClient } from '@imperio/ui/state/queryClient';
import { prefetchShellQueries } from '@imperio/ui/state/prefetchShell';
import { landingRouteForPath } from '@imperio/ui/routes';

// The query cache of the signed-in player and the shell's first requests on it, in a module (and
// a chunk, build/chunkGroups.ts) of its own: it loads ahead of the shell's much larger chunk, so
// the first requests go out while the shell downloads, not after it
// (docs/decisions/performance.md, "The first requests before the shell").

/** The query cache of the current login, and the access token it was made for. */
let current: { client: QueryClient; access: string } | undefined;

/**
 * The query cache for the stored session: the one already made for the same access token (the
 * same login), else a new one, which replaces it (a new login never sees the last one's data).
 * Null without a session.
 */
function cacheForSession(): QueryClient | null {
  const session = readSession();
  if (!session) return null;
  if (current?.access !== session.access) current = { client: createQueryClient(), access: session.access };
  return current.client;
}

/**
 * Starts the shell's first requests (`prefetchShellQueries`) on the query cache of the stored
 * session, which the shell takes when it mounts (`takeQueryClient`). Called by `preloadSignedIn`
 * once this chunk has loaded, in parallel with the start-up check and the shell's download. When
 * the shell mounted first (a login whose chunks arrived at once), the requests its queries sent
 * already are not repeated. Does nothing without a session. Never throws.
 * @param pathname the address the shell opens at; its screen's first requests start too
 */
export function prepareFirstQueries(pathname: string = globalThis.location.pathname): void {
  const client = cacheForSession();
  if (client) prefetchShellQueries(client, landingRouteForPath(pathname).path);
}

/** The cache the shell mounts with: the session's (see `cacheForSession`), or a new one. */
export const takeQueryClient = (): QueryClient => cacheForSession() ?? createQueryClient();
