import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

/** Debian's Chromium with the flags that keep it off the closed network (docs/DEVELOPING.md "Toolchain"). */
export const chromiumLaunch = { executablePath: chromiumPath, args: chromiumFlags };

/** The `storybook` Vitest project: every story runs as a browser test with an axe check. */
export const storybookProject = {
  extends: true as const,
  plugins: [storybookTest({ configDir: '.storybook', tags: { exclude: ['no-test'] } })],
  // Pre-bundle every browser dependency up front: a dependency discovered mid-run makes Vite
  // reload the page and the running story fails with "Failed to fetch dynamically imported module".
  optimizeDeps: {
    include: [
      '@storybook/react-dom-shim',
      '@storybook/react-vite',
      'storybook/test',
      'storybook/preview-api',
      'msw-storybook-addon/csf3',
      'msw',
      'msw/browser',
      '@msw/data',
      'mockdate',
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-router-dom',
      'radix-ui',
      'lucide-react',
      // Icons first imported by a lazily loaded part (the attack chip, the pop-up line): found
      // only when that part loads, they made Vite re-optimise and reload the page mid-run.
      'lucide-react/icons/circle-x',
      'lucide-react/icons/siren',
      'i18next',
      'react-i18next',
      '@tanstack/react-query',
      'react-error-boundary',
      'ky',
      'zod',
      'zod/mini',
      '@imperio/ui > react-hook-form',
      '@imperio/ui > @hookform/resolvers/zod',
      '@imperio/ui > cmdk',
      '@imperio/ui > clsx',
      'dompurify',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@imperio/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
    ],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: chromiumLaunch }),
      instances: [{ browser: 'chromium' as const, viewport: { width: 1280, height: 900 } }],
    },
  },
};
