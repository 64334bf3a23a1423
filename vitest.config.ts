import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookProject } from './vitest.storybook.ts';
import { visualProject } from './vitest.visual.ts';
import { i18nGuardProject } from './vitest.i18n-guard.ts';
import { VisualReviewReporter } from './tests/visual/review/review-reporter.ts';

/**
 * Tests of pure rules and hooks that need neither the mock universe nor MSW: they run in the
 * `rules` project, which skips the universe reseed that every `unit` test pays (about 1 s each
 * on 2 busy cores). A test here that starts to need the network fails on the unhandled fetch:
 * move it out of this list (it then runs in `unit`).
 */
export const ruleTests = [
  'packages/ui/src/lib/**/*.test.{ts,tsx}',
  'packages/rules/src/**/*.test.ts',
  'packages/ui/src/primitives/Tabs/Tabs.test.tsx',
  'packages/ui/src/components/UnitCatalogue/queueView.test.ts',
  'packages/api-client/src/queries/retry.test.ts',
  'apps/game/src/{chunkReload,deepLink}.test.ts',
  'apps/game/build/**/*.test.ts',
  'tests/unit/**/*.test.{ts,tsx}',
];

/**
 * Test projects:
 * - `rules`: pure rules and hooks (`ruleTests`) in happy-dom, without the mock universe;
 * - `unit`: the http layer, the mocks, hooks and screens, in happy-dom with MSW's setupServer and
 *   the universe reseeded before each test;
 * - `storybook`: every story as a browser test in Debian Chromium (see vitest.storybook.ts);
 * - `visual`: every story's screenshot against its committed baseline (see vitest.visual.ts);
 * - `hardening`: the built server (`apps/game/dist-server`) in Node, attacked over loopback;
 * - `i18n-guard`: every screen story in English, no Spanish from the client, and no overflowing
 *   text in English, German and the +40 % pseudo-locale (vitest.i18n-guard.ts).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    // After a run with the `visual` project: test-results/visual-review/index.html, the changed shots.
    reporters: ['default', new VisualReviewReporter()],
    projects: [
      {
        extends: true,
        test: {
          name: 'rules',
          include: ruleTests,
          // Both cores (the default on 2 cores is one worker).
          maxWorkers: 2,
          // A worker runs its files one after the other in one module graph and one happy-dom
          // window instead of re-importing React, the client and the catalogues for every file
          // (measured on 24 files: 194 → 113 CPU-s). Its tests are pure: what one changes in the
          // page is reset before the next by dom.ts (storages, mounted trees).
          isolate: false,
          // A test that reads the whole catalogue and source tree ran past the default 5 s on a
          // machine at load 20; a test still ends as soon as it is done.
          testTimeout: 20_000,
          environment: 'happy-dom',
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          // Both cores: each worker has its own mock universe and MSW server.
          maxWorkers: 2,
          // A worker runs its files one after the other in one module graph and one happy-dom
          // window, as `rules` does, instead of re-importing React, the client, the catalogues and
          // the mock universe for every file (measured on 89 files, user + sys: 425 CPU-s isolated,
          // 102-123 CPU-s shared). Isolated, 5 tests had passed only on a fresh module graph; what a
          // file could leave for the next is now undone: tests/setup/dom.ts restores timers, env
          // and globals when a file ends; the rivals' password is read at every seeding, not at
          // the first (mocks seed/players.ts); a file that needs a page whose schemas have not
          // loaded takes fresh copies (`vi.resetModules()`, then imports: api-client load.test.ts,
          // answersInTasks.test.ts); a file that evaluates modules against its `vi.mock` or
          // `vi.doMock` resets the module cache when it ends (answer.test.ts, apps/game's
          // preload, firstQueries, startupProbe): Vitest keeps the mocks to the file, not the
          // modules evaluated against them.
          isolate: false,
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ruleTests],
          environment: 'happy-dom',
          // The mock universe is reseeded before each test; on 2 busy cores that can take seconds.
          testTimeout: 20_000,
          hookTimeout: 30_000,
          setupFiles: ['tests/setup/dom.ts', 'tests/setup/msw-node.ts'],
        },
      },
      storybookProject,
      visualProject,
      {
        // The built server as a child process, a fake backend on loopback (tests/hardening).
        test: {
          name: 'hardening',
          include: ['tests/hardening/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/hardening/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      i18nGuardProject,
    ],
  },
});
