import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch, storybookProject } from './vitest.storybook.ts';

/**
 * The `i18n-guard` Vitest project: every screen story rendered and played in English, failing on
 * Spanish that comes from the client and on text that overflows in English (1366 and 390 px) and
 * German (390 px), then rendered and played again in the +40 % pseudo-locale, failing on a play
 * that cannot reach its state there and on text that overflows (390 and 1366 px); see
 * tests/i18n-guard/english-suite.tsx. The page starts at the gate's wide width, 1366 px, so a
 * story without a viewport of its own needs no resize for its first check.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The language of each story's second render and play (tests/i18n-guard/english-suite.tsx). */
    guardSecondLanguage: 'pseudo' | 'de';
  }
}

export const i18nGuardProject = {
  extends: true as const,
  // The MSW service worker script lives with the workbench.
  publicDir: '.storybook/public',
  optimizeDeps: { include: [...storybookProject.optimizeDeps.include, '@testing-library/react', '@storybook/react-vite'] },
  test: {
    name: 'i18n-guard',
    include: ['tests/i18n-guard/**/*.test.tsx'],
    // A story is rendered and played twice and checked in five layouts: seconds more on 2 busy cores.
    testTimeout: 60_000,
    // The second render's language: the pseudo-locale, or German for `pnpm test:plays:de`.
    provide: { guardSecondLanguage: process.env.IMPERIO_GUARD_SECOND_LANGUAGE === 'de' ? ('de' as const) : ('pseudo' as const) },
    // Both shards at once, one page each (the default on 2 cores is one worker). Four pages kept
    // the machine busier alone (486 s, 82 %), but beside Playwright in CI (load 17) the heaviest
    // Mensajes stories ran past their 60 s.
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
