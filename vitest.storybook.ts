import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';

/** Debian's Chromium with the flags that keep it off the closed network (TOOLCHAIN.md). */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--font-render-hinting=none',
  ],
};

/** The `storybook` Vitest project: every story runs as a browser test with an axe check. */
export const storybookProject = {
  extends: true as const,
  plugins: [storybookTest({ configDir: '.storybook', tags: { exclude: ['no-test'] } })],
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
