import { playwright } from '@vitest/browser-playwright';
import { chromiumLaunch, storybookProject } from './vitest.storybook.ts';

/**
 * The `visual` Vitest project: every story rendered as a portable story (its loaders,
 * decorators and play function, from .storybook/preview.tsx, plus @storybook/addon-a11y's axe
 * check) in Debian Chromium and compared with the committed baselines in
 * tests/visual/__screenshots__ by `toMatchScreenshot`: every story in es + dark, every `Screens/`
 * (or `all-modes`) story also at 390 px and in en + light (the modes, their heights and the tags:
 * tests/visual/visual-suite.tsx). Shots are at device scale factor 1. An axe violation fails the
 * story too, so `pnpm test` runs each play function once, here, not also in the storybook project.
 * It also records each story's visible text for `pnpm stories:coverage`.
 * Run: `pnpm test:visual`; rewrite baselines: `pnpm test:visual:update` (Vitest rewrites only
 * the baselines that no longer match; tests/visual/optimise-baselines.mjs then shrinks the
 * new and changed PNGs: the smallest palette, 8 to 256 colours, whose every pixel stays within
 * the comparator's threshold, else lossless optipng; a PNG that is already a palette is left alone).
 */
export const visualProject = {
  extends: true as const,
  // The MSW worker script is served from the workbench's static folder, as in Storybook.
  publicDir: '.storybook/public',
  optimizeDeps: {
    include: [
      ...storybookProject.optimizeDeps.include,
      '@storybook/react',
      'storybook/internal/preview-api',
      '@storybook/addon-a11y/preview',
    ],
  },
  test: {
    name: 'visual',
    include: ['tests/visual/**/*.visual.test.tsx'],
    // The Vitest addon's own setup (a Storybook channel, the project's beforeAll, the mouse reset
    // before each test), so stories run here exactly as in the storybook project.
    setupFiles: [
      '@storybook/addon-vitest/internal/setup-file',
      '@storybook/addon-vitest/internal/setup-file.browser.4',
      'tests/visual/setup.ts',
    ],
    testTimeout: 30_000,
    // Both shards at once, one page each (the default on 2 cores is one worker).
    maxWorkers: 2,
    browser: {
      enabled: true,
      headless: true,
      // The page at least as large as any frame (desktop preset 1280 wide; frames grow up to
      // 3000 px tall to hold a whole story, see fitFrameToPage): a smaller page would scale the
      // frame, and the shots, down. Stories run at 1200 × 900 unless they pick a preset.
      provider: playwright({
        launchOptions: chromiumLaunch,
        // The device in the demo commander's zone (as in playwright.config.ts): times are the
        // profile's zone either way, and only a zone that differs from the device's gets its city.
        contextOptions: { viewport: { width: 1280, height: 3100 }, deviceScaleFactor: 1, timezoneId: 'Europe/Madrid' },
      }),
      instances: [{ browser: 'chromium' as const, viewport: { width: 1200, height: 900 } }],
      // A failing story is reported by its diff (toMatchScreenshot), not by a second image.
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          // tests/visual/__screenshots__/<es-dark|en-light>/<story-id>-chromium-linux.png: the
          // names carry browser and platform, so a baseline is only compared where it was taken.
          resolveScreenshotPath: ({
            arg,
            browserName,
            platform,
            ext,
            root,
          }: {
            arg: string;
            browserName: string;
            platform: string;
            ext: string;
            root: string;
          }) => `${root}/tests/visual/__screenshots__/${arg}-${browserName}-${platform}${ext}`,
          comparatorName: 'pixelmatch' as const,
          // Strict: rendering is deterministic on one machine kind, so any changed pixel fails.
          comparatorOptions: { threshold: 0.1 },
        },
      },
    },
  },
};
