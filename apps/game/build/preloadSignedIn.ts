import type { Plugin } from 'vite';

/** What {@link signedInPreloads} reads of a bundle entry: Rollup's output chunk, in part. */
export interface BundleEntry {
  type: 'chunk' | 'asset';
  isEntry?: boolean;
  facadeModuleId?: string | null;
  /** The modules this chunk holds (a group's chunk has no facade: its root is one of them). */
  moduleIds?: readonly string[];
  /** The files this chunk imports statically. */
  imports?: string[];
  viteMetadata?: { importedCss?: Set<string> };
}

/** The files of one lazy root: its scripts and its stylesheets (relative to `dist`). */
export interface RootFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The lazy roots a signed-in player's first screen loads: the shell's first requests
 * (`firstQueries.ts`, first: its chunk is to arrive ahead of the shell's, build/chunkGroups.ts),
 * the shell with the answer schemas (the shell's first requests load them,
 * `prefetchShellQueries`; each schema module is a chunk of its own, docs/decisions/performance.md
 * "Lazy answer schemas"), and the dashboard (where `/` leads). Each root's files are listed in
 * this order, the browser fetches them in it.
 * Preloaded from the HTML, the schemas download beside the shell instead of after it has run, and
 * their dynamic imports find the links in place: Vite's preload helper no longer inserts about
 * fifteen `modulepreload` links in one task of the shell's start (38 ms of `appendChild` in a
 * profiled cold load). The login's own schema (`schemas/session.ts`) is not a root.
 */
const ROOTS = {
  shell: [
    /\/apps\/game\/src\/firstQueries\.ts$/,
    /\/apps\/game\/src\/AuthenticatedApp\.tsx$/,
    /\/packages\/api-client\/src\/(zod-config|schemas\/(?!session\.)\w+)\.ts$/,
  ],
  dashboard: [/\/screens\/Dashboard\/index\.ts$/],
};

/**
 * The files a returning player's first screen needs beyond the entry's: for the shell
 * (`AuthenticatedApp` and the answer schemas' modules) and for the dashboard, each root's chunks with its static imports,
 * transitively, less the entry's own (the HTML loads those already); each with its stylesheets.
 * The dashboard's list leaves out what the shell's has.
 * @param bundle the client build's output (file name → chunk or asset)
 * @returns per root, its scripts and stylesheets (file names relative to `dist`)
 */
export function signedInPreloads(bundle: Record<string, BundleEntry>): Record<keyof typeof ROOTS, RootFiles> {
  const closure = (file: string, seen: Set<string>) => {
    const chunk = bundle[file];
    if (!chunk || chunk.type !== 'chunk' || seen.has(file)) return seen;
    seen.add(file);
    for (const next of chunk.imports ?? []) closure(next, seen);
    return seen;
  };
  const cssOf = (file: string) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])];
  const entry = Object.keys(bundle).find((file) => bundle[file]!.type === 'chunk' && bundle[file]!.isEntry);
  const loaded = entry ? closure(entry, new Set()) : new Set<string>();
  const loadedCss = new Set([...loaded].flatMap(cssOf));
  const files = (root: readonly RegExp[], skip: RootFiles): RootFiles => {
    const holds = (name: string, facade: RegExp) =>
      facade.test(bundle[name]!.facadeModuleId ?? '') || (bundle[name]!.moduleIds ?? []).some((module) => facade.test(module));
    const roots = root.flatMap((facade) => Object.keys(bundle).filter((name) => holds(name, facade)));
    const reached = roots.reduce((seen, file) => closure(file, seen), new Set<string>());
    const scripts = [...reached].filter((name) => !loaded.has(name) && !skip.scripts.includes(name));
    const styles = [...new Set(scripts.flatMap(cssOf))].filter((name) => !loadedCss.has(name) && !skip.styles.includes(name));
    return { scripts, styles };
  };
  const shell = files(ROOTS.shell, { scripts: [], styles: [] });
  return { shell, dashboard: files(ROOTS.dashboard, shell) };
}

/**
 * The namespaces every first render waits for: i18n/lazy.ts `CORE_NAMESPACES` (a copy: that
 * module needs Vite's `import.meta.glob`, which the config cannot load; a test keeps them equal).
 */
export const CORE_TEXTS = ['common', 'errors', 'login', 'shell'];

/** A language's texts file: a lazy chunk per language and namespace (i18n/lazy.ts). */
const TEXTS = /\/i18n\/([\w-]+)\/(\w+)\.json$/;

/**
 * The chunks of the texts in each language that a returning player's first screen waits for:
 * the core namespaces (`core`, the first render waits for them) and the dashboard's
 * (`dashboard`, its first render waits for them). Each is a round trip after the code that asks
 * for it has run, unless it is preloaded.
 * @param bundle the client build's output (file name → chunk or asset)
 * @param core the namespaces every first render needs (i18n/lazy.ts `CORE_NAMESPACES`)
 * @returns language code → its core files and its dashboard file (relative to `dist`)
 */
export function textsByLanguage(
  bundle: Record<string, BundleEntry>,
  core: readonly string[],
): Record<string, { core: string[]; dashboard: string[] }> {
  const languages: Record<string, { core: string[]; dashboard: string[] }> = {};
  for (const file of Object.keys(bundle)) {
    const [, language, namespace] = TEXTS.exec(bundle[file]!.facadeModuleId ?? '') ?? [];
    if (!language || !namespace) continue;
    const texts = (languages[language] ??= { core: [], dashboard: [] });
    if (core.includes(namespace)) texts.core.push(file);
    if (namespace === 'dashboard') texts.dashboard.push(file);
  }
  return languages;
}

/** The script that copies the templates, as `index.html` has it. */
const PREFERENCES_SCRIPT = '<script src="/preferences-init.js"></script>';

/** The preload links of `files`, as HTML (modulepreload for scripts, preload for stylesheets). */
function links({ scripts, styles }: RootFiles): string {
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('');
}

/**
 * Puts the preload links of a returning player's first screen ({@link signedInPreloads}) into
 * `index.html`, inert, in `<template>`s right before `preferences-init.js`: `#preload-shell`,
 * `#preload-dashboard`, and per language its core texts (`#preload-texts-es`…) and the
 * dashboard's (`#preload-dashboard-es`…). The script copies them into the head when a session is
 * stored: the shell's and the saved language's core texts, and at `/` and `/dashboard` the
 * dashboard's with its texts. The shell's files then download beside the entry's,
 * instead of after the entry has run, loaded its texts and rendered: three round trips later on a
 * cold cache (Lighthouse's mobile preset with its storage reset). A visitor without a session
 * (the login page) fetches none of them.
 * @returns a build-only plugin rewriting `index.html`
 */
export function preloadSignedIn(): Plugin {
  return {
    name: 'imperio:preload-signed-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle as unknown as Record<string, BundleEntry>;
        const preloads = signedInPreloads(bundle);
        const texts = Object.entries(textsByLanguage(bundle, CORE_TEXTS)).flatMap(([language, files]) => [
          `<template id="preload-texts-${language}">${links({ scripts: files.core, styles: [] })}</template>`,
          `<template id="preload-dashboard-${language}">${links({ scripts: files.dashboard, styles: [] })}</template>`,
        ]);
        const templates = [
          ...(['shell', 'dashboard'] as const).map((root) => `<template id="preload-${root}">${links(preloads[root])}</template>`),
          ...texts,
        ].join('\n    ');
        // Right before the parser-blocking script, so they are parsed when it runs; `<meta
        // charset>` stays first in the head.
        if (!html.includes(PREFERENCES_SCRIPT)) throw new Error(`index.html has no ${PREFERENCES_SCRIPT}`);
        return html.replace(PREFERENCES_SCRIPT, (script) => `${templates}\n    ${script}`);
      },
    },
  };
}
