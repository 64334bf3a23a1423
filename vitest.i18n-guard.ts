import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch, storybookProject } from './vitest.storybook.ts';

/**
 * The `i18n-guard` Vitest project: every screen story rendered in English in
 * Debian Chromium, failing on Spanish that comes from the client (tests/i18n-guard).
 */
export const i18nGuardProject = {
  extends: true as const,
  // The MSW service worker script lives with the workbench.
  publicDir: '.storybook/public',
  optimizeDeps: { include: [...storybookProject.optimizeDeps.include, '@testing-library/react', '@storybook/react-vite'] },
  test: {
    name: 'i18n-guard',
    include: ['tests/i18n-guard/**/*.test.tsx'],
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
