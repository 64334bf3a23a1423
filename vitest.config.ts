import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookProject } from './vitest.storybook.ts';
import { visualProject } from './vitest.visual.ts';
import { i18nGuardProject } from './vitest.i18n-guard.ts';

/**
 * Test projects:
 * - `unit`: pure rules, the http layer, the mocks and hooks, in happy-dom with MSW's setupServer;
 * - `storybook`: every story as a browser test in Debian Chromium (see vitest.storybook.ts);
 * - `visual`: every story's screenshot against its committed baseline (see vitest.visual.ts);
 * - `hardening`: the built server (`apps/game/dist-server`) in Node, attacked over loopback;
 * - `i18n-guard`: every screen story in English, no Spanish from the client (vitest.i18n-guard.ts).
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // The mock universe is reseeded before each test; on 2 busy cores that can take seconds.
          testTimeout: 20_000,
          hookTimeout: 30_000,
          setupFiles: ['tests/setup/msw-node.ts'],
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
