import { describe, expect, it } from 'vitest';
import { bootGroup, codeSplitting, firstQueriesGroup, shellGroup, type ChunkingContext, type ModuleInfo } from './chunkGroups.ts';
import { shellScriptsOf, type Manifest } from './precache.ts';

const ROOT = '/repo';
const id = (path: string) => `${ROOT}/${path}`;

/**
 * A small module graph shaped like the app's: the entry and the login route, the two lazy roots
 * of the shell, what only they import, what both sides share, the login's lazy schema with zod's
 * core, and a screen that is only imported lazily.
 */
const GRAPH: Record<string, ModuleInfo> = {
  [id('apps/game/src/main.tsx')]: { isEntry: true, importers: [] },
  [id('apps/game/src/App.tsx')]: { isEntry: false, importers: [id('apps/game/src/main.tsx')] },
  [id('packages/api-client/src/session.ts')]: {
    isEntry: false,
    importers: [id('apps/game/src/App.tsx'), id('packages/ui/src/screens/AppShell/AppShell.tsx')],
  },
  // Lazy roots: nothing imports them statically.
  [id('apps/game/src/AuthenticatedApp.tsx')]: { isEntry: false, importers: [] },
  [id('packages/ui/src/screens/Dashboard/index.ts')]: { isEntry: false, importers: [] },
  [id('packages/ui/src/screens/AppShell/AppShell.tsx')]: { isEntry: false, importers: [id('apps/game/src/AuthenticatedApp.tsx')] },
  [id('packages/ui/src/screens/Dashboard/Dashboard.tsx')]: {
    isEntry: false,
    importers: [id('packages/ui/src/screens/Dashboard/index.ts')],
  },
  [id('packages/ui/src/lib/format.ts')]: { isEntry: false, importers: [id('packages/ui/src/screens/Dashboard/Dashboard.tsx')] },
  // The login's schema loads lazily before login; zod's core comes with it, and the shell uses it too.
  [id('packages/api-client/src/schemas/session.ts')]: { isEntry: false, importers: [] },
  [id('node_modules/zod/v4/mini/index.js')]: {
    isEntry: false,
    importers: [id('packages/api-client/src/schemas/session.ts'), id('packages/ui/src/screens/AppShell/AppShell.tsx')],
  },
  [id('packages/ui/src/screens/Fleet/Fleet.tsx')]: { isEntry: false, importers: [] },
  // The shell's first requests: imported by the shell and, lazily, ahead of it (preload.ts).
  [id('apps/game/src/firstQueries.ts')]: { isEntry: false, importers: [id('apps/game/src/AuthenticatedApp.tsx')] },
  [id('node_modules/@tanstack/query-core/build/modern/queryClient.js')]: {
    isEntry: false,
    importers: [id('apps/game/src/firstQueries.ts'), id('packages/ui/src/screens/AppShell/AppShell.tsx')],
  },
  [id('packages/api-client/src/http/client.ts')]: {
    isEntry: false,
    importers: [id('apps/game/src/main.tsx'), id('node_modules/@tanstack/query-core/build/modern/queryClient.js')],
  },
};

const ctx: ChunkingContext = { getModuleInfo: (module) => GRAPH[module] ?? null };

describe('the shell chunk group', () => {
  it('puts what only the signed-in shell imports statically into one `shell` chunk', () => {
    const group = shellGroup();
    expect(group.name(id('packages/ui/src/screens/AppShell/AppShell.tsx'), ctx)).toBe('shell');
    expect(group.name(id('packages/ui/src/screens/Dashboard/Dashboard.tsx'), ctx)).toBe('shell');
    // Two steps below a root.
    expect(group.name(id('packages/ui/src/lib/format.ts'), ctx)).toBe('shell');
  });

  it('keeps the roots, the login route and what the login loads lazily out of it', () => {
    const group = shellGroup();
    // The roots keep chunks of their own: the lazy imports load them by name.
    expect(group.name(id('apps/game/src/AuthenticatedApp.tsx'), ctx)).toBeNull();
    expect(group.name(id('packages/ui/src/screens/Dashboard/index.ts'), ctx)).toBeNull();
    // Shared with the entry: in the shell, the login route would load the whole shell.
    expect(group.name(id('packages/api-client/src/session.ts'), ctx)).toBeNull();
    expect(group.name(id('apps/game/src/main.tsx'), ctx)).toBeNull();
    // Shared with the login's lazy schema.
    expect(group.name(id('node_modules/zod/v4/mini/index.js'), ctx)).toBeNull();
    // Another screen: its own chunk.
    expect(group.name(id('packages/ui/src/screens/Fleet/Fleet.tsx'), ctx)).toBeNull();
    // Nothing of the entry is pulled in through the shell's dependencies.
    expect(group.includeDependenciesRecursively).toBe(false);
  });

  it('follows Windows paths as well', () => {
    const win: Record<string, ModuleInfo> = {
      'C:\\r\\apps\\game\\src\\AuthenticatedApp.tsx': { isEntry: false, importers: [] },
      'C:\\r\\packages\\ui\\src\\Shell.tsx': { isEntry: false, importers: ['C:\\r\\apps\\game\\src\\AuthenticatedApp.tsx'] },
    };
    expect(shellGroup().name('C:\\r\\packages\\ui\\src\\Shell.tsx', { getModuleInfo: (m) => win[m] ?? null })).toBe('shell');
  });
});

describe('the first-queries chunk group', () => {
  it('puts the first requests with what they import, shared with the shell or not, into one `first-queries` chunk', () => {
    const group = firstQueriesGroup();
    expect(group.name(id('apps/game/src/firstQueries.ts'), ctx)).toBe('first-queries');
    expect(group.name(id('node_modules/@tanstack/query-core/build/modern/queryClient.js'), ctx)).toBe('first-queries');
    // The shell leaves them there: they arrive ahead of it.
    expect(shellGroup().name(id('node_modules/@tanstack/query-core/build/modern/queryClient.js'), ctx)).toBeNull();
    expect(shellGroup().name(id('packages/ui/src/screens/AppShell/AppShell.tsx'), ctx)).toBe('shell');
  });

  it("keeps the entry's modules and the shell's own out of it", () => {
    const group = firstQueriesGroup();
    expect(group.name(id('packages/api-client/src/http/client.ts'), ctx)).toBeNull();
    expect(group.name(id('packages/ui/src/screens/AppShell/AppShell.tsx'), ctx)).toBeNull();
    expect(group.name(id('apps/game/src/main.tsx'), ctx)).toBeNull();
    expect(group.includeDependenciesRecursively).toBe(false);
  });
});

describe('the boot chunk group', () => {
  it.each([
    'node_modules/.pnpm/react@19.3.1/node_modules/react/index.js',
    'node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
    'node_modules/.pnpm/scheduler@0.28.0/node_modules/scheduler/index.js',
    'node_modules/.pnpm/i18next@26.7.2/node_modules/i18next/dist/esm/i18next.js',
    'node_modules/.pnpm/ky@1.14.3/node_modules/ky/distribution/index.js',
    'node_modules/.pnpm/@vanilla-extract+sprinkles@1/node_modules/@vanilla-extract/sprinkles/dist/createRuntimeSprinkles.js',
    'node_modules/.pnpm/lucide-react@1/node_modules/lucide-react/dist/esm/Icon.js',
    'node_modules/.pnpm/clsx@2/node_modules/clsx/dist/clsx.mjs',
    'packages/api-client/src/languages.ts',
    'packages/api-client/src/config.ts',
    'packages/ui/src/i18n/locale.ts',
  ])('holds %s, which every page runs', (module) => {
    expect(bootGroup.test.test(id(module))).toBe(true);
  });

  it.each([
    'node_modules/.pnpm/react-router@7/node_modules/react-router/dist/index.js',
    'node_modules/.pnpm/zod@4/node_modules/zod/v4/classic/schemas.js',
    'node_modules/.pnpm/lucide-react@1/node_modules/lucide-react/dist/esm/icons/rocket.js',
    'node_modules/.pnpm/@vanilla-extract+css@1/node_modules/@vanilla-extract/css/dist/index.js',
    'packages/api-client/src/schemas/planet.ts',
    'packages/ui/src/i18n/lazy.ts',
  ])('leaves out %s, which the login route does not run or loads lazily', (module) => {
    expect(bootGroup.test.test(id(module))).toBe(false);
  });

  it('comes before the first-queries and shell groups, with fresh ones per build', () => {
    const first = codeSplitting();
    expect(first.groups.map((group) => group.name)).toEqual(['boot', expect.any(Function), expect.any(Function)]);
    const [, firstQueries, shell] = first.groups as [unknown, ReturnType<typeof firstQueriesGroup>, ReturnType<typeof shellGroup>];
    expect(firstQueries.name(id('apps/game/src/firstQueries.ts'), ctx)).toBe('first-queries');
    expect(shell.name(id('packages/ui/src/screens/AppShell/AppShell.tsx'), ctx)).toBe('shell');
    expect(codeSplitting().groups[1]).not.toBe(first.groups[1]);
    expect(codeSplitting().groups[2]).not.toBe(first.groups[2]);
  });
});

describe('the precached scripts', () => {
  it("are the login route's and the shell's, their lazy widgets, schemas and texts; not a screen's", () => {
    const manifest: Manifest = {
      'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_boot-b.js'] },
      '_boot-b.js': { file: 'assets/boot-b.js' },
      '../../apps/game/src/AuthenticatedApp.tsx': { file: 'assets/AuthenticatedApp-c.js', imports: ['_shell-d.js'] },
      '_shell-d.js': { file: 'assets/shell-d.js', imports: ['_boot-b.js'] },
      '../../packages/ui/src/screens/Dashboard/index.ts': { file: 'assets/index-e.js', imports: ['_shell-d.js'] },
      '../../packages/ui/src/components/PlanetSwitcher/PlanetMenu.tsx': { file: 'assets/PlanetMenu-f.js' },
      '../../packages/api-client/src/schemas/planet.ts': { file: 'assets/planet-g.js', imports: ['_zod-h.js'] },
      '_zod-h.js': { file: 'assets/zod-h.js' },
      '../../packages/ui/src/i18n/en/common.json': { file: 'assets/common-i.js' },
      '../../packages/ui/src/screens/Fleet/index.ts': { file: 'assets/index-j.js', imports: ['_fleet-k.js'] },
      '_fleet-k.js': { file: 'assets/fleet-k.js' },
    };
    expect([...shellScriptsOf(manifest)].sort()).toEqual(
      [
        'assets/index-a.js',
        'assets/boot-b.js',
        'assets/AuthenticatedApp-c.js',
        'assets/shell-d.js',
        'assets/index-e.js',
        'assets/PlanetMenu-f.js',
        'assets/planet-g.js',
        'assets/zod-h.js',
        'assets/common-i.js',
      ].sort(),
    );
  });
});
