import type { Plugin } from 'vite';

/**
 * Preloads the Latin subset of the bundled Inter font from the HTML, so the first screen paints in
 * its own font instead of swapping a fallback later (a layout shift; Lighthouse CLS 0).
 * The file name carries a content hash, so it is read from the bundle.
 * @returns a build-only plugin adding one `<link rel="preload">` to `index.html`'s head
 */
export function preloadLatinFont(): Plugin {
  return {
    name: 'imperio:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) return [];
        return [
          { tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' },
        ];
      },
    },
  };
}
