import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { composeStories, type composeStory } from '@storybook/react-vite';
import type { Meta } from '@storybook/react-vite';
import { worker } from '@imperio/mocks/browser';
import preview from '../../.storybook/preview';
import { STORY_GLOBALS_EVENT } from '../../.storybook/story-globals';
import { a11yFailure } from './a11y-report';
import { REVIEW_SHOT_ANNOTATION } from './review/shot-annotation';
import { currentStory } from '../../.storybook/textos/current';

/**
 * Visual regression of the workbench.
 *
 * Every story of packages/ui is composed as a portable story with the workbench's project
 * annotations (see setup.ts) and run like Storybook runs it: loaders (fresh universe, frozen
 * clock at STORY_NOW, session, MSW handlers of the story), decorators (providers, theme, locale,
 * route), render and play function. Then, once the mock network is idle and the fonts are
 * loaded, the page is compared with its baseline, one shot per story and mode (`MODES`):
 * - every story in es + dark at its own viewport: `__screenshots__/es-dark/<story-id>-chromium-linux.png`;
 * - every `Screens/` (or `all-modes`) story also at 390 px wide (es + dark, a phone):
 *   `__screenshots__/es-dark-390/<story-id>-chromium-linux.png` (not for a story already at a
 *   phone preset: its es-dark shot is that phone shot);
 * - the stories tagged `en-light` (two to six states of each screen: its main view, a form or
 *   dialog, an error) and the `all-modes` ones also in en + light:
 *   `__screenshots__/en-light/<story-id>-chromium-linux.png`.
 * The play function runs once (es + dark); the other modes re-render its final state. Each mode
 * shoots at most `maxHeight` px from the top of the page (a taller page is cut there): 1200 px in
 * es-dark (a screen's states differ in its top part; below it the same catalogue repeats in every
 * state), the first phone screen at 390 px (what a player sees without scrolling) and the first
 * screen in en-light (whose job is the other theme and language; the layout below it is the
 * es-dark shot's). Together this keeps the baselines under the 30 MB budget
 * (checked by tests/visual/baselines-check.mjs).
 *
 * Tags (on the story or its meta):
 * - `all-modes`: a story is shot in all three modes (the app shell's pieces, whose phone layout
 *   and light theme matter on their own);
 * - `en-light`: a story is also shot in en + light;
 * - `full-height`: the es-dark shot holds the whole story, up to 3000 px (one story per screen
 *   whose whole catalogue or list is the point: `AllBuildings`, `AllShips`, …);
 * - `no-visual`: the story runs (its text still counts for `pnpm stories:coverage`) but takes no
 *   screenshot; `no-test` skips the story, as in the storybook project.
 *
 * After the play function, `@storybook/addon-a11y`'s afterEach runs axe on the final state (the
 * project's `parameters.a11y.test: 'error'`): a violation fails the test once its shots are
 * compared (a11y-report.ts), so the stories run once in CI, here, with the axe check included.
 *
 * The baselines each story is compared with are listed in test-results/visual-shots/<story-id>.json
 * for tests/visual/baselines-check.mjs, which finds baselines no story uses any more.
 *
 * The visible text of every story (es, plus any `window.alert` text) is written to
 * test-results/story-texts/<story-id>.json for scripts/stories-coverage.mjs (one file per story,
 * so a filtered run refreshes only its stories), with the texts seen only during the play.
 *
 * The story files are dealt round-robin to `shards` test files (stories-<n>.visual.test.tsx), so
 * Vitest runs them on parallel pages; each calls `visualSuite(n, shards)`.
 */

type StoryModule = { default: Meta } & Record<string, unknown>;
/** A screenshot mode: its folder, globals, frame size (the story's own when absent) and tallest shot. */
type Variant = {
  name: string;
  globals: { theme: 'dark' | 'light'; locale: 'es' | 'en' };
  size?: { width: number; height: number };
  maxHeight: number;
};

const ES_DARK: Variant = { name: 'es-dark', globals: { theme: 'dark', locale: 'es' }, maxHeight: 1_200 };
/** es-dark for a `full-height` story: the whole page, as far as the 3100 px browser page allows. */
const ES_DARK_FULL: Variant = { ...ES_DARK, maxHeight: 3_000 };
/** The phone layout of every screen (its first phone screen). */
const PHONE_390: Variant = {
  name: 'es-dark-390',
  globals: { theme: 'dark', locale: 'es' },
  size: { width: 390, height: 844 },
  maxHeight: 844,
};
const EN_LIGHT: Variant = { name: 'en-light', globals: { theme: 'light', locale: 'en' }, maxHeight: 900 };
/** A story whose own viewport is this narrow already has its phone shot in es-dark. */
const PHONE_MAX_WIDTH = 480;
/** What @storybook/addon-vitest gives a story without a viewport preset: both projects see the same layout. */
const DEFAULT_VIEWPORT = { width: 1200, height: 900 };
/**
 * `pnpm i18n:context` runs the stories only for the keys they render (VITE_I18N_CONTEXT=1): no
 * screenshot is compared or written.
 */
const KEYS_ONLY = (import.meta as unknown as { env?: Record<string, string | undefined> }).env?.VITE_I18N_CONTEXT === '1';
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

/**
 * The mock network idle, the fonts loaded, two frames painted and the main thread idle: React
 * schedules a deferred render (`useDeferredValue`, a transition) as tasks of its own after the
 * urgent one, so two frames can pass before it runs on a busy machine (the dashboard's missions
 * were cut at 980 of 1 200 px when its visual run shared the machine with the guard). The idle
 * callback runs only once no task is queued; its time-out (1 s) covers a page that never idles.
 */
async function settled() {
  await networkIdle();
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the mock network is idle: no request in flight for 150 ms and nothing on the page
 * marked `aria-busy` (a debounced request not sent yet, such as the fleet form's preview), or the
 * in-flight set and the busy marks unchanged for 800 ms (a Loading story's request that never
 * answers). Gives up after 8 s.
 */
async function networkIdle() {
  const start = performance.now();
  let busy = isBusy();
  let busyChange = start;
  while (performance.now() - start < 8_000) {
    const now = performance.now();
    const busyNow = isBusy();
    if (busyNow !== busy) [busy, busyChange] = [busyNow, now];
    const quiet = now - lastChange;
    if (inFlight.size === 0 && quiet >= 150 && !busy) return;
    if (quiet >= 800 && (!busy || now - busyChange >= 800)) return;
    await sleep(50);
  }
}

/** Whether an element on the page says its content is still being updated. */
const isBusy = () => document.querySelector('[aria-busy="true"]') !== null;

/**
 * Makes the frame as tall as the page (up to `maxHeight`), so the shot holds the whole story: a
 * frame shorter than its content paints only what is in view, and the rest of the shot would be
 * blank. Returns the height to shoot.
 */
let frameWidth = DEFAULT_VIEWPORT.width;
let frameHeight = DEFAULT_VIEWPORT.height;
async function fitFrameToPage(viewport: { width: number; height: number }, maxHeight: number): Promise<number> {
  // Measured at the mode's own size: a frame grown for an earlier shot would never shrink back.
  if (frameWidth !== viewport.width || frameHeight !== viewport.height) await resizeFrame(viewport.width, viewport.height);
  const measure = () => Math.min(document.documentElement.scrollHeight, maxHeight);
  let height = measure();
  // Measured again at the same size until two readings agree: a deferred render
  // (useDeferredValue, a lazy widget) can still grow the page after the network is idle on a
  // busy machine, and a frame sized before it cuts the shot (the dashboard's missions at 980 of
  // 1 200 px). Not after the resize: a page whose height follows the frame's (a reader sized to
  // the viewport) would grow with every reading.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await settled();
    const again = measure();
    if (again === height) break;
    height = again;
  }
  if (height > viewport.height) await resizeFrame(viewport.width, height);
  return height;
}

/**
 * A transparent box over the top `height` px of the page: shooting it shoots that part of the
 * page (a Playwright element shot is the page inside the element's box), so a tall page is cut
 * at the mode's `maxHeight` without changing its layout. Removed after the shot.
 */
function shotArea(height: number): HTMLElement {
  const area = document.createElement('div');
  area.dataset.visualShotArea = '';
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = `position:absolute;top:0;left:0;width:100%;height:${height}px;pointer-events:none;`;
  document.body.appendChild(area);
  return area;
}

/**
 * Resizes the frame and waits until the page has its new size and has painted it: the tester
 * resizes the frame a moment after `page.viewport` returns, and a shot taken in between holds
 * a blank band where the new area was not painted yet.
 */
async function resizeFrame(width: number, height: number) {
  await page.viewport(width, height);
  frameWidth = width;
  frameHeight = height;
  const start = performance.now();
  while ((window.innerWidth !== width || window.innerHeight !== height) && performance.now() - start < 3_000) await sleep(20);
  await settled();
  await sleep(100);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * Gives the frame a story's own size (before it runs, and the default size after it) and waits
 * until the page has it (at most 3 s): the frame takes a new size a moment after `page.viewport`
 * returns, and a story must not start rendering at the old one. Each resize is a round trip to
 * the tester page and a frame of its, so it is skipped when the size last asked for is this one:
 * most stories follow one at the default size (~530 stories, two calls each before).
 */
async function frameForStory(width: number, height: number) {
  if (frameWidth === width && frameHeight === height) return;
  // Unknown until the resize succeeds: a failed one is asked for again by the next story.
  frameWidth = Number.NaN;
  await page.viewport(width, height);
  frameWidth = width;
  frameHeight = height;
  const start = performance.now();
  while ((window.innerWidth !== width || window.innerHeight !== height) && performance.now() - start < 3_000) await sleep(20);
}

/**
 * The modes a story is shot in: es-dark; for a screen (or an `all-modes` story) also the 390 px
 * phone (unless its own viewport is a phone already); for an `en-light` or `all-modes` story also
 * en-light. Phone last but one: it keeps es + dark, so the globals change once (to en-light).
 */
function variantsOf(tags: { phone: boolean; enLight: boolean; fullHeight: boolean }, viewport: { width: number }): Variant[] {
  const variants = [tags.fullHeight ? ES_DARK_FULL : ES_DARK];
  if (tags.phone && viewport.width > PHONE_MAX_WIDTH) variants.push(PHONE_390);
  if (tags.enLight) variants.push(EN_LIGHT);
  return variants;
}

/** The story's viewport preset (parameters.viewport.defaultViewport or globals.viewport). */
function viewportOf(parameters: Record<string, unknown>, globals: Record<string, unknown>) {
  const param = (parameters.viewport ?? {}) as {
    defaultViewport?: string;
    options?: Record<string, { styles?: { width?: string; height?: string } }>;
  };
  const global = (globals.viewport ?? {}) as { value?: string };
  const name = global.value ?? param.defaultViewport;
  const options = { ...(preview.parameters?.viewport as { options?: object } | undefined)?.options, ...param.options } as Record<
    string,
    { styles?: { width?: string; height?: string } }
  >;
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
    const screen = title.startsWith('Screens/');
    const stories = composeStories(module) as Record<string, ReturnType<typeof composeStory>>;

    describe(title, () => {
      for (const [exportName, story] of Object.entries(stories)) {
        const tags = story.tags ?? [];
        test.skipIf(tags.includes('no-test'))(exportName, async ({ annotate }) => {
          const viewport = viewportOf(story.parameters, story.globals);
          const allModes = tags.includes('all-modes');
          const variants = variantsOf(
            { phone: screen || allModes, enLight: allModes || tags.includes('en-light'), fullHeight: tags.includes('full-height') },
            viewport,
          );
          await frameForStory(viewport.width, viewport.height);
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
            const shots = tags.includes('no-visual') ? [] : variants.map((variant) => `${variant.name}/${story.id}`);
            if (!KEYS_ONLY) await commands.writeFile(`test-results/visual-shots/${story.id}.json`, JSON.stringify(shots));
            for (const variant of KEYS_ONLY ? [ES_DARK] : variants) {
              if (variant === EN_LIGHT) window.dispatchEvent(new CustomEvent(STORY_GLOBALS_EVENT, { detail: variant.globals }));
              await settled();
              if (variant.name === ES_DARK.name) {
                const text = [document.body.innerText, ...alerts].join('\n');
                const record = { title, name: story.storyName, text, seenDuringPlay: transient.texts() };
                await commands.writeFile(`test-results/story-texts/${story.id}.json`, JSON.stringify({ [story.id]: record }));
                // The catalogue keys the story rendered (its play included), for `pnpm i18n:context`.
                const keys = [...(currentStory()?.keys.keys() ?? [])].sort();
                await commands.writeFile(
                  `test-results/story-keys/${story.id}.json`,
                  JSON.stringify({ id: story.id, title, name: story.storyName, keys }),
                );
              }
              if (tags.includes('no-visual') || KEYS_ONLY) continue;
              // A phone's scrollbar overlays the page: the layout gets the whole 390 px.
              if (variant.size) document.documentElement.style.setProperty('scrollbar-width', 'none');
              else document.documentElement.style.removeProperty('scrollbar-width');
              const height = await fitFrameToPage(variant.size ?? viewport, variant.maxHeight);
              const area = shotArea(height);
              try {
                await expect.element(page.elementLocator(area)).toMatchScreenshot(`${variant.name}/${story.id}`);
              } catch (error) {
                failures.push(error);
                // Names the shot for the review page (tests/visual/review): Vitest's own record
                // of the failure carries its images but not which baseline they belong to.
                await annotate(`${variant.name}/${story.id}`, REVIEW_SHOT_ANNOTATION);
              } finally {
                area.remove();
              }
            }
            const a11y = a11yFailure(story.reporting.reports);
            if (a11y) failures.push(a11y);
            if (failures.length === 1) throw failures[0];
            if (failures.length > 1) throw new AggregateError(failures, failures.map((failure) => (failure as Error).message).join('\n\n'));
          } finally {
            window.dispatchEvent(new CustomEvent(STORY_GLOBALS_EVENT, { detail: {} }));
            document.documentElement.style.removeProperty('scrollbar-width');
            // Back to the default size for the next story (a no-op when the frame never left it).
            await frameForStory(DEFAULT_VIEWPORT.width, DEFAULT_VIEWPORT.height);
          }
        });
      }
    });
  });
}
