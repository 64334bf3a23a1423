import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES } from '../../../packages/ui/src/i18n/lazy.ts';
import { CORE_TEXTS, signedInPreloads, textsByLanguage, type BundleEntry } from './preloadSignedIn.ts';

const chunk = (facadeModuleId: string | null, imports: string[] = [], css: string[] = [], isEntry = false): BundleEntry => ({
  type: 'chunk',
  isEntry,
  facadeModuleId,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

/** A bundle shaped like the app's: the entry with its boot chunk, the shell, the dashboard, a screen. */
const BUNDLE: Record<string, BundleEntry> = {
  'assets/index-a.js': chunk('/repo/apps/game/index.html', ['assets/boot-b.js'], ['assets/index-c.css'], true),
  'assets/boot-b.js': chunk(null),
  'assets/AuthenticatedApp-d.js': chunk('/repo/apps/game/src/AuthenticatedApp.tsx', [
    'assets/boot-b.js',
    'assets/shell-e.js',
    'assets/first-queries-q.js',
  ]),
  // A group's chunk: no facade, its root among its modules.
  'assets/first-queries-q.js': {
    ...chunk(null, ['assets/boot-b.js']),
    moduleIds: ['/repo/node_modules/@tanstack/query-core/build/modern/queryClient.js', '/repo/apps/game/src/firstQueries.ts'],
  },
  'assets/shell-e.js': chunk(null, ['assets/boot-b.js', 'assets/tokens-f.js'], ['assets/shell-g.css', 'assets/index-c.css']),
  'assets/tokens-f.js': chunk(null),
  'assets/Dashboard-h.js': chunk(
    '/repo/packages/ui/src/screens/Dashboard/index.ts',
    ['assets/shell-e.js', 'assets/widget-i.js'],
    ['assets/dash-j.css'],
  ),
  'assets/widget-i.js': chunk(null),
  'assets/Fleet-k.js': chunk('/repo/packages/ui/src/screens/Fleet/index.ts', ['assets/shell-e.js']),
  'assets/shell-g.css': { type: 'asset' },
  'assets/zod-config-l.js': chunk('/repo/packages/api-client/src/zod-config.ts', ['assets/boot-b.js']),
  'assets/planet-m.js': chunk('/repo/packages/api-client/src/schemas/planet.ts', ['assets/zod-config-l.js', 'assets/api-n.js']),
  'assets/api-n.js': chunk(null),
  'assets/session-o.js': chunk('/repo/packages/api-client/src/schemas/session.ts', ['assets/zod-mini-p.js']),
  'assets/zod-mini-p.js': chunk(null),
};

describe('the files a returning player first needs', () => {
  it('lists the first requests’ chunk first, then the shell with its static imports and stylesheets, less what the entry loads', () => {
    expect(signedInPreloads(BUNDLE).shell).toEqual({
      scripts: [
        'assets/first-queries-q.js',
        'assets/AuthenticatedApp-d.js',
        'assets/shell-e.js',
        'assets/tokens-f.js',
        'assets/zod-config-l.js',
        'assets/planet-m.js',
        'assets/api-n.js',
      ],
      styles: ['assets/shell-g.css'],
    });
  });

  it("lists the answer schemas' modules with the shell's files, never the login's own schema", () => {
    const { scripts } = signedInPreloads(BUNDLE).shell;
    expect(scripts).toEqual(expect.arrayContaining(['assets/zod-config-l.js', 'assets/planet-m.js', 'assets/api-n.js']));
    expect(scripts).not.toContain('assets/session-o.js');
    expect(scripts).not.toContain('assets/zod-mini-p.js');
  });

  it("lists the dashboard's own files only (the shell's are in the shell's list), never another screen", () => {
    expect(signedInPreloads(BUNDLE).dashboard).toEqual({
      scripts: ['assets/Dashboard-h.js', 'assets/widget-i.js'],
      styles: ['assets/dash-j.css'],
    });
  });

  it('lists nothing for a root the bundle does not have', () => {
    const { 'assets/Dashboard-h.js': _dashboard, ...withoutDashboard } = BUNDLE;
    expect(signedInPreloads(withoutDashboard).dashboard).toEqual({ scripts: [], styles: [] });
  });
});

describe('the texts a returning player first needs', () => {
  it("names each language's core texts and its dashboard's, and no other namespace", () => {
    const bundle: Record<string, BundleEntry> = {
      ...BUNDLE,
      'assets/common-es.js': chunk('/repo/packages/ui/src/i18n/es/common.json'),
      'assets/shell-es.js': chunk('/repo/packages/ui/src/i18n/es/shell.json'),
      'assets/dashboard-es.js': chunk('/repo/packages/ui/src/i18n/es/dashboard.json'),
      'assets/dashboard-en.js': chunk('/repo/packages/ui/src/i18n/en/dashboard.json'),
      'assets/fleet-es.js': chunk('/repo/packages/ui/src/i18n/es/fleet.json'),
    };
    expect(textsByLanguage(bundle, CORE_TEXTS)).toEqual({
      es: { core: ['assets/common-es.js', 'assets/shell-es.js'], dashboard: ['assets/dashboard-es.js'] },
      en: { core: [], dashboard: ['assets/dashboard-en.js'] },
    });
  });

  it('takes the core namespaces the text loader waits for', () => {
    expect(CORE_TEXTS).toEqual([...CORE_NAMESPACES]);
  });
});
