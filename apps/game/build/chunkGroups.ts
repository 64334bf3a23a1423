/**
 * How the client build groups modules into chunks, and why (docs/decisions/performance.md).
 * Rolldown's automatic splitting gives one chunk per shared module set; on a throttled phone
 * each extra file costs a request and, for a stylesheet, a `<link>` inserted inside the
 * dashboard's first tasks. Two groups override it:
 *
 * - `boot` ({@link bootGroup}): what every page runs (React, i18next, ky, the game's settings and
 *   language list) in one file rather than five small ones;
 * - `first-queries` ({@link firstQueriesGroup}): the signed-in player's query cache and the shell's
 *   first requests with what they need (TanStack Query, the API client), in a file that arrives
 *   ahead of the shell's, so those requests go out while the shell downloads;
 * - `shell` ({@link shellGroup}): what a signed-in player's first screen needs beyond the login
 *   route and the first requests, in one file.
 *
 * Everything else (each screen, the answer schemas one module per chunk, each language's texts)
 * stays split automatically. {@link SHELL_LAZY} and {@link LOGIN_LAZY} name the lazy chunks
 * that the precache and the shell group must treat as part of the shell or of the login route.
 * The bundle budget (`scripts/bundle-budget.mjs`) fails when the groups stop doing their job.
 */

/** The packages of the `boot` group, as path segments after `node_modules/` (regex source). */
const BOOT_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  'i18next',
  'react-i18next',
  'i18next-resources-to-backend',
  'use-sync-external-store',
  'ky',
  '@vanilla-extract[\\\\/](?:sprinkles|recipes)',
];

/**
 * The `boot` chunk group: React, i18next, ky and the few runtime helpers of lucide's icons that
 * every page runs, in one chunk rather than five small ones (one request and one gzip stream,
 * about 2 KiB less). Also the game's settings, the language list, the locale helpers and clsx:
 * tiny modules that the entry and the lazy chunks share, each of which became a chunk (and a
 * request) of its own.
 * @returns a `codeSplitting.groups` entry: a name and a `test` on the module id
 */
export const bootGroup = {
  name: 'boot',
  test: new RegExp(
    `node_modules[\\\\/](${BOOT_PACKAGES.join('|')})[\\\\/]` +
      `|lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](?:shared[\\\\/]|Icon\\.|createLucideIcon\\.|defaultAttributes\\.|context\\.)` +
      `|packages[\\\\/](?:api-client[\\\\/]src[\\\\/](?:languages|config)|ui[\\\\/]src[\\\\/]i18n[\\\\/](?:languages|locale|pseudo))\\.ts$` +
      `|node_modules[\\\\/]clsx[\\\\/]`,
  ),
};

/**
 * The shell's own lazy chunks, loaded right after its first paint: the planet switcher's menu,
 * the resource bar's popovers, the phone's 'Más' sheet, the notification dialog, and the answer schemas (one chunk per
 * module, `packages/api-client/src/schemas/load.ts`, zod's core and mini API first). The service worker
 * precaches them with the shell (`precache.ts`): a visit offline needs them as much as the shell.
 */
export const SHELL_LAZY: readonly RegExp[] = [
  /components\/PlanetSwitcher\/PlanetMenu\.tsx$/,
  /components\/ResourceBar\/StorePopover\.tsx$/,
  /screens\/AppShell\/MoreSheet\.tsx$/,
  /components\/NotificationOverlay\/NotificationDialog\.tsx$/,
  /api-client\/src\/schemas\/\w+\.ts$/,
  /api-client\/src\/zod-config\.ts$/,
];

/**
 * What the login route imports lazily before anyone signs in: its texts (`i18n/lazy.ts`) and the
 * login answer's schema (with zod's mini core). They and their dependencies stay out of the
 * shell like the entry's: in it, the login would fetch and run the whole shell for them.
 */
export const LOGIN_LAZY: readonly RegExp[] = [
  /[\\/]api-client[\\/]src[\\/]schemas[\\/]session\.ts$/,
  /[\\/]ui[\\/]src[\\/]i18n[\\/](es|en)[\\/]\w+\.json$/,
];

/** The shell's two roots: they keep chunks of their own (the lazy imports load them by name). */
const SHELL_ROOTS = [/[\\/]apps[\\/]game[\\/]src[\\/]AuthenticatedApp\.tsx$/, /[\\/]screens[\\/]Dashboard[\\/]index\.ts$/];

/** The module of the shell's first requests (`preload.ts` imports it ahead of the shell). */
const FIRST_QUERIES_ROOT = /[\\/]apps[\\/]game[\\/]src[\\/]firstQueries\.ts$/;

/** What rolldown tells a group's `name` about a module: whether it is an entry, and its static importers. */
export interface ModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
}

/** The part of rolldown's chunking context the shell group reads. */
export interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/**
 * Whether a chain of static imports leads from a module matching `isRoot` to `id` (searched
 * upwards through the importers, each module once); `memo` keeps the answer per id.
 */
function reached(id: string, ctx: ChunkingContext, isRoot: (id: string) => boolean, memo: Map<string, boolean>): boolean {
  const known = memo.get(id);
  if (known !== undefined) return known;
  const seen = new Set([id]);
  const queue = [id];
  let result = false;
  while (queue.length > 0 && !result) {
    const current = queue.pop()!;
    if (isRoot(current)) result = true;
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  memo.set(id, result);
  return result;
}

/** Whether a module runs before login: the entry, or what the login loads lazily ({@link LOGIN_LAZY}). */
const beforeLogin = (id: string, ctx: ChunkingContext) =>
  ctx.getModuleInfo(id)?.isEntry === true || LOGIN_LAZY.some((root) => root.test(id));

/**
 * The `shell` chunk group (fewer requests): one file for what a signed-in player's first screen
 * needs beyond the login route, i.e. the modules that `AuthenticatedApp` and the dashboard import
 * statically, less those the entry (or {@link LOGIN_LAZY}) imports statically.
 *
 * Measured: left to automatic splitting they were about 50 small files and 12 stylesheets, each
 * added by Vite's loader as a `<link>` (about 2 ms apiece on a throttled phone, inside the
 * dashboard's first tasks): the dashboard's load went from 55 scripts and 14 stylesheets to 23
 * and 3 (7 files in all). Lighthouse's mobile preset, 9 runs each, interleaved: median LCP
 * 1.45 s → 0.95 s, TBT 1 076 → 770 ms.
 *
 * "The entry imports" is read from the module graph, not from what tree-shaking keeps: the login
 * route's modules import files, not package indexes (`@imperio/api-client/session`, one lucide
 * icon per file…), else what the shell uses would count as the entry's and stay out of this
 * chunk (then in a chunk that imports the shell and is imported by it: a cycle).
 * `includeDependenciesRecursively` is off so that nothing of the entry moves here.
 * Each call makes a group with its own memo (one per build).
 * @returns a `codeSplitting.groups` entry whose `name(id, ctx)` is `'shell'` or `null`
 */
export function shellGroup() {
  const isShellRoot = (id: string) => SHELL_ROOTS.some((root) => root.test(id));
  const initial = new Map<string, boolean>();
  const afterLogin = new Map<string, boolean>();
  const firstQueries = new Map<string, boolean>();
  return {
    name: (id: string, ctx: ChunkingContext): 'shell' | null =>
      !isShellRoot(id) &&
      reached(id, ctx, isShellRoot, afterLogin) &&
      !reached(id, ctx, (m) => FIRST_QUERIES_ROOT.test(m), firstQueries) &&
      !reached(id, ctx, (m) => beforeLogin(m, ctx), initial)
        ? 'shell'
        : null,
    includeDependenciesRecursively: false,
  };
}

/**
 * The `first-queries` chunk group: `firstQueries.ts` (the signed-in player's query cache and the
 * shell's first requests) with every module it imports statically, less those the entry (or
 * {@link LOGIN_LAZY}) imports statically: TanStack Query, the API client's calls and queries, the
 * route table. `preload.ts` imports it in a task of its own before the shell, and the build's
 * preload template lists it first (`build/preloadSignedIn.ts`): it arrives ahead of the shell's
 * larger chunk, and the first requests are answered while the shell downloads instead of a
 * round trip after it has run. The shell group leaves these modules here.
 * @returns a `codeSplitting.groups` entry whose `name(id, ctx)` is `'first-queries'` or `null`
 */
export function firstQueriesGroup() {
  const initial = new Map<string, boolean>();
  const firstQueries = new Map<string, boolean>();
  return {
    name: (id: string, ctx: ChunkingContext): 'first-queries' | null =>
      reached(id, ctx, (m) => FIRST_QUERIES_ROOT.test(m), firstQueries) && !reached(id, ctx, (m) => beforeLogin(m, ctx), initial)
        ? 'first-queries'
        : null,
    includeDependenciesRecursively: false,
  };
}

/**
 * The client build's `rollupOptions.output.codeSplitting`: the `boot` group, then the
 * `first-queries` and `shell` groups (fresh ones per call: their memos belong to one build).
 */
export function codeSplitting() {
  return { groups: [bootGroup, firstQueriesGroup(), shellGroup()] };
}
