import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './vitest.storybook.ts';

/**
 * End-to-end tests: the production bundle served by `apps/game/server` with the demo API,
 * driven in Debian's Chromium (no browser download).
 */
const port = Number(process.env.E2E_PORT ?? 4310);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunch,
    viewport: { width: 1280, height: 900 },
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // The app's service worker (issue 16 item 9) would answer page requests that specs intercept
    // with page.route; tests/e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `pnpm --filter @imperio/game serve`,
    url: `http://127.0.0.1:${port}/api/auth/`,
    env: { PORT: String(port), IMPERIO_DEMO_ACCESS_TTL_S: '300' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
