import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
// By path: Vite loads its config with workspace packages external, and Node 20 cannot run .ts.
import { DEFAULT_LANGUAGE, languageInfo } from '../../../packages/api-client/src/languages.ts';

/** `<html lang dir>` of the prerendered page: the default language of the language list. */
const HTML_LANG = `lang="${DEFAULT_LANGUAGE}" dir="${languageInfo(DEFAULT_LANGUAGE)!.dir}"`;

/**
 * Prerenders the login screen into `dist/index.html`, so a visitor's first paint does not wait
 * for the JavaScript: after the client build, `src/prerender.tsx` is built for Node with the same
 * plugins (vanilla-extract gives the same class names), rendered with React's `renderToString` in
 * the default language and theme, and its markup goes into `#root[data-prerendered]` (inert until
 * hydrated, see main.tsx); `<html>` gets the default language's `lang` and `dir` (the language
 * list), the dark theme class and both theme class names for `preferences-init.js`. The browser
 * hydrates it (`main.tsx`). No inline script is added (the CSP allows none).
 * @returns a plugin for the client build only (not the `--ssr` server build)
 * @throws Error at build time when `index.html` has no empty `<div id="root"></div>`
 */
export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'imperio:prerender-login',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      mode = config.mode;
    },
    // writeBundle (sequential), so the page is final before the service worker's precache list.
    async writeBundle() {
      const tmp = join(root, 'node_modules', '.prerender');
      await build({
        configFile: false,
        root,
        mode,
        logLevel: 'warn',
        publicDir: false,
        plugins: [react(), vanillaExtractPlugin()],
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/prerender.tsx',
          outDir: tmp,
          emptyOutDir: true,
          minify: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs', format: 'es' } },
        },
      });
      const { prerender } = (await import(`${pathToFileURL(join(tmp, 'prerender.mjs')).href}?t=${Date.now()}`)) as {
        prerender: () => { html: string; themeClass: { dark: string; light: string } };
      };
      const { html, themeClass } = prerender();
      const file = join(outDir, 'index.html');
      const page = (await readFile(file, 'utf8'))
        .replace(
          /<html lang="[^"]*">/,
          `<html ${HTML_LANG} class="${themeClass.dark} imperio-root" data-theme-dark="${themeClass.dark}" data-theme-light="${themeClass.light}">`,
        )
        .replace('<div id="root"></div>', `<div id="root" data-prerendered="login" inert>${html}</div>`);
      if (!page.includes('data-prerendered')) throw new Error('prerenderLogin: no <div id="root"></div> in index.html');
      await writeFile(file, page);
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
