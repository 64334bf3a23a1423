import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { composeStories, type composeStory } from '@storybook/react-vite';
import type { Meta } from '@storybook/react-vite';
import { worker } from '@imperio/mocks/browser';
import preview from '../../.storybook/preview';
import { STORY_GLOBALS_EVENT } from '../../.storybook/story-globals';

/**
 * Visual regression of the workbench (issue 10).
 *
 * Every story of packages/ui is composed as a portable story with the workbench's project
 * annotations (see setup.ts) and run like Storybook runs it: loaders (fresh universe, frozen
 * clock at STORY_NOW, session, MSW handlers of the story), decorators (providers, theme, locale,
 * route), render and play function. Then, once the mock network is idle and the fonts are
 * loaded, the page is compared with its baseline:
 * - every story in es + dark: `__screenshots__/es-dark/<story-id>-chromium-linux.png`;
 * - every `Screens/` story also in en + light: `__screenshots__/en-light/<story-id>-chromium-linux.png`
 *   (the same run: the final state re-rendered in the other locale and theme).
 *
 * Tags: `no-visual` runs the story (its text still counts for `pnpm stories:coverage`) but takes
 * no screenshot; `no-test` skips the story, as in the storybook project.
 *
 * The visible text of every story (es, plus any `window.alert` text) is written to
 * test-results/story-texts/<story-id>.json for scripts/stories-coverage.mjs (one file per story,
 * so a filtered run refreshes only its stories), with the texts seen only during the play.
 *
 * The story files are dealt round-robin to `shards` test files (stories-<n>.visual.test.tsx), so
 * Vitest runs them on parallel pages; each calls `visualSuite(n, shards)`.
 */

type StoryModule = { default: Meta } & Record<string, unknown>;
type Variant = { name: string; globals: { theme: 'dark' | 'light'; locale: 'es' | 'en' } };

const ES_DARK: Variant = { name: 'es-dark', globals: { theme: 'dark', locale: 'es' } };
const EN_LIGHT: Variant = { name: 'en-light', globals: { theme: 'light', locale: 'en' } };
/** What @storybook/addon-vitest gives a story without a viewport preset: both projects see the same layout. */
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };
/** Filled by setup.ts's `window.alert`. */
const alerts = (window as unknown as { __visualAlerts: string[] }).__visualAlerts;

const loaders = import.meta.glob<StoryModule>('/packages/ui/src/**/*.stories.tsx');

/** In-flight requests seen by the MSW worker, and when the set last changed. */
const inFlight = new Set<string>();
let lastChange = performance.now();
worker.events.on('request:start', ({ requestId }) => {
  inFlight.add(requestId);
  lastChange = performance.now();
});
worker.events.on('request:end', ({ requestId }) => {
  inFlight.delete(requestId);
  lastChange = performance.now();
});

/**
 * Collects the text of every element added to the page while a story runs (dialogs that open
 * and close during the play function, toasts), so the coverage script can say where a text was
 * only seen in passing. Returns `texts()` (unique, trimmed) and `stop()`.
 */
function watchTexts() {
  const seen = new Set<string>();
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        const text = (node instanceof HTMLElement ? node.innerText : node.textContent)?.trim();
        if (text && text.length < 2_000) seen.add(text);
      }
      if (mutation.type === 'characterData') {
        const text = mutation.target.textContent?.trim();
        if (text) seen.add(text);
      }
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { texts: () => [...seen], stop: () => observer.disconnect() };
}

/** The mock network idle, the fonts loaded and two frames painted. */
async function settled() {
  await networkIdle();
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the mock network is idle: no request in flight for 150 ms, or the in-flight set
 * unchanged for 800 ms (a Loading story's request that never answers). Gives up after 8 s.
 */
async function networkIdle() {
  const start = performance.now();
  while (performance.now() - start < 8_000) {
    const quiet = performance.now() - lastChange;
    if ((inFlight.size === 0 && quiet >= 150) || quiet >= 800) return;
    await sleep(50);
  }
}

/** The tallest frame a shot grows to (a longer page is cut there). */
const MAX_SHOT_HEIGHT = 4_000;

/**
 * Makes the frame as tall as the page, so the shot holds the whole story: a frame shorter than
 * its content paints only what is in view, and the rest of the shot would be blank.
 */
let frameHeight = DEFAULT_VIEWPORT.height;
async function fitFrameToPage(viewport: { width: number; height: number }) {
  // Measured at the story's own size: a frame grown for an earlier shot would never shrink back.
  if (frameHeight !== viewport.height) await resizeFrame(viewport.width, viewport.height);
  const height = Math.min(document.documentElement.scrollHeight, MAX_SHOT_HEIGHT);
  if (height <= viewport.height) return;
  await resizeFrame(viewport.width, height);
}

/**
 * Resizes the frame and waits until the page has its new size and has painted it: the tester
 * resizes the frame a moment after `page.viewport` returns, and a shot taken in between holds
 * a blank band where the new area was not painted yet.
 */
async function resizeFrame(width: number, height: number) {
  await page.viewport(width, height);
  frameHeight = height;
  const start = performance.now();
  while ((window.innerWidth !== width || window.innerHeight !== height) && performance.now() - start < 3_000) await sleep(20);
  await settled();
  await sleep(100);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The story's viewport preset (parameters.viewport.defaultViewport or globals.viewport). */
function viewportOf(parameters: Record<string, unknown>, globals: Record<string, unknown>) {
  const param = (parameters.viewport ?? {}) as { defaultViewport?: string; options?: Record<string, { styles?: { width?: string; height?: string } }> };
  const global = (globals.viewport ?? {}) as { value?: string };
  const name = global.value ?? param.defaultViewport;
  const options = { ...(preview.parameters?.viewport as { options?: object } | undefined)?.options, ...param.options } as Record<string, { styles?: { width?: string; height?: string } }>;
  const styles = name ? options[name]?.styles : undefined;
  if (!styles?.width || !styles.height) return DEFAULT_VIEWPORT;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

/**
 * Registers the visual tests of shard `shard` (1-based) of `shards`: every story of every story
 * file whose sorted index is `shard - 1` modulo `shards`.
 */
export async function visualSuite(shard: number, shards: number) {
  const files = Object.keys(loaders)
    .sort()
    .filter((_, index) => index % shards === shard - 1);
  const loaded = await Promise.allSettled(files.map((file) => loaders[file]!()));

  files.forEach((file, index) => {
    const result = loaded[index]!;
    if (result.status === 'rejected') {
      test(`${file} loads`, () => {
        throw result.reason;
      });
      return;
    }
    const module = result.value;
    const title = module.default.title ?? file;
    const variants = title.startsWith('Screens/') ? [ES_DARK, EN_LIGHT] : [ES_DARK];
    const stories = composeStories(module) as Record<string, ReturnType<typeof composeStory>>;

    describe(title, () => {
      for (const [exportName, story] of Object.entries(stories)) {
        const tags = story.tags ?? [];
        test.skipIf(tags.includes('no-test'))(exportName, async () => {
          const viewport = viewportOf(story.parameters, story.globals);
          await page.viewport(viewport.width, viewport.height);
          frameHeight = viewport.height;
          try {
            // The play function runs once, in es + dark (its queries are in Spanish); the other
            // variant re-renders that final state, as the toolbar does in Storybook.
            alerts.length = 0;
            const transient = watchTexts();
            try {
              await story.run();
            } finally {
              transient.stop();
            }
            // Every variant is compared (and, on a first run, written) before the test fails.
            const failures: unknown[] = [];
            for (const variant of variants) {
              if (variant !== ES_DARK) window.dispatchEvent(new CustomEvent(STORY_GLOBALS_EVENT, { detail: variant.globals }));
              await settled();
              if (variant === ES_DARK) {
              const text = [document.body.innerText, ...alerts].join('\n');
              const record = { title, name: story.storyName, text, seenDuringPlay: transient.texts() };
              await commands.writeFile(`test-results/story-texts/${story.id}.json`, JSON.stringify({ [story.id]: record }));
            }
              if (tags.includes('no-visual')) continue;
              await fitFrameToPage(viewport);
              try {
                await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${variant.name}/${story.id}`);
              } catch (error) {
                failures.push(error);
              }
            }
            if (failures.length === 1) throw failures[0];
            if (failures.length > 1) throw new AggregateError(failures, failures.map((failure) => (failure as Error).message).join('\n\n'));
          } finally {
            window.dispatchEvent(new CustomEvent(STORY_GLOBALS_EVENT, { detail: {} }));
            await page.viewport(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
            frameHeight = DEFAULT_VIEWPORT.height;
          }
        });
      }
    });
  });
}
