import type { UserConfig } from 'vite';

/**
 * The production server's build (`vite build --ssr server/index.ts`): one ES module in
 * `dist-server/` with every dependency bundled in (Express, the proxy, the demo universe and
 * MSW), so `node apps/game/dist-server/index.mjs` runs without `node_modules` or dev tooling.
 */
export const serverBuild: UserConfig = {
  publicDir: false,
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'server/index.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: {
      input: 'server/index.ts',
      output: { entryFileNames: 'index.mjs', chunkFileNames: '[name]-[hash].mjs', format: 'es' },
      // React Query's "use client" directives mean nothing on a server that never renders.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
};
