import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch, storybookProject } from './vitest.storybook.ts';

/**
 * The `i18n-guard` Vitest project: every screen story rendered once in Debian Chromium, failing
 * on Spanish that comes from the client in English and on text that overflows in English
 * (1366 and 390 px), German (390 px) and the +40 % pseudo-locale (390 and 1366 px); see
 * tests/i18n-guard/english-suite.tsx. The page starts at the gate's wide width, 1366 px, so the
 * first check needs no resize.
 */
export const i18nGuardProject = {
  extends: true as const,
  // The MSW service worker script lives with the workbench.
  publicDir: '.storybook/public',
  optimizeDeps: { include: [...storybookProject.optimizeDeps.include, '@testing-library/react', '@storybook/react-vite'] },
  test: {
    name: 'i18n-guard',
    include: ['tests/i18n-guard/**/*.test.tsx'],
    // A story is checked in five layouts after it settles: seconds more on 2 busy cores.
    testTimeout: 60_000,
    // Both shards at once, one page each (the default on 2 cores is one worker).
    maxWorkers: 2,
    browser: {
      enabled: true,
      headless: true,
      screenshotFailures: false,
      provider: playwright({ launchOptions: chromiumLaunch }),
      instances: [{ browser: 'chromium' as const, viewport: { width: 1366, height: 900 } }],
    },
  },
};
