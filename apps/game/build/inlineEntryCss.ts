import type { Plugin } from 'vite';

/**
 * Inlines the entry's stylesheets (the theme, the global rules and the login screen, about 6 KiB)
 * into `index.html`, so the first paint waits for no CSS request (a faster login LCP on
 * a slow 4G phone; the CSP allows inline styles, not inline scripts). Each `<link>` stays, with
 * `disabled` (never fetched nor applied), because Vite's chunk loader adds a chunk's CSS only
 * when no `<link rel="stylesheet">` with that URL is in the page: a lazy chunk that shares the
 * entry's CSS must not append it a second time, later in the cascade.
 * @returns a build-only plugin rewriting `index.html`'s stylesheet links
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'imperio:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g, (link, file: string) => {
          const asset = ctx.bundle?.[file];
          if (!asset || asset.type !== 'asset') return link;
          const css = String(asset.source).replaceAll('</style', '<\\/style');
          return `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
        });
      },
    },
  };
}
