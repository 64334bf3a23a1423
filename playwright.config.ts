import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './vitest.storybook.ts';

/**
 * End-to-end tests: the production bundle served by `apps/game/server` with the demo API,
 * driven in Debian's Chromium (no browser download).
 *
 * Two workers, each with a server (and so a demo universe) of its own: worker N talks to
 * `E2E_PORT + N`. Playwright sets TEST_PARALLEL_INDEX in a worker before it loads this file, so
 * every context, page and request of a worker gets its server as baseURL; the runner (where
 * the index is unset) starts one server per worker. A spec file runs whole in one worker, in
 * order, so a file sees only its own changes and those of the files before it on that worker —
 * a spec must not count on another file's side effects.
 */
const firstPort = Number(process.env.E2E_PORT ?? 4310);
const workers = Number(process.env.E2E_WORKERS ?? 2);
const workerPort = firstPort + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder when it starts. Its own sub-folder, so a run never wipes
  // what the visual run writes beside it under test-results/ (the shot and text records that
  // `pnpm stories:coverage` and `pnpm baselines:check` read, the review page): CI runs the two
  // side by side (.ci/run).
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${workerPort}`,
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 900 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // The app's service worker would answer page requests that specs intercept
    // with page.route; tests/e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: `pnpm --filter @imperio/game serve`,
    url: `http://127.0.0.1:${firstPort + index}/api/auth/`,
    // The rivals' password is random unless named: xss.spec plays Nova against the demo commander.
    env: { PORT: String(firstPort + index), IMPERIO_DEMO_ACCESS_TTL_S: '300', IMPERIO_DEMO_RIVAL_PASSWORD: 'imperio' },
    reuseExistingServer: false,
    timeout: 60_000,
  })),
});
