/**
 * Missing-translation guard, overflow gate and plays in two languages: every screen story is
 * rendered in English (its loaders, decorators and MSW scenario as in the workbench) and its play
 * function run there, then rendered again in the +40 % pseudo-locale and its play run there too
 * (plays find their elements by role and by the story's own translations, so they reach the
 * story's state in any language; a play that fails fails the story's test naming the story, the
 * language and the frame size). The visual suite runs the same plays in Spanish, so CI plays
 * every screen story in Spanish, English and the pseudo-locale.
 * 1. On the English render, every text the page shows (text nodes and the labels a screen reader
 *    reads) must be free of Spanish that came from the client. The server's free text (planet
 *    and player names, message bodies, error details) is exempt: it is read from the mock
 *    answers of that very story (see spanish.ts). Elements marked `data-server-text` are skipped;
 * 2. no text may be clipped, ellipsised without a way to read it whole, or pushed outside its
 *    container or the viewport (overflow-rules.ts): checked on the English render in English at
 *    1366 and 390 px and in German at 390 px (the frame is resized and the language switched in
 *    place, `i18n.changeLanguage`, so the story's loaders and requests run once per render), and
 *    on the pseudo render in the pseudo-locale at 390 and 1366 px. The pseudo checks thus see the
 *    state the play reached in the pseudo-locale itself. The second render and play cost a
 *    typical story about half a second more (they replace one of the four switches), paid for
 *    by not waiting out mocks that never answer (`NEVER_ANSWERS_MS`). A story without a play,
 *    with a language of its own (`globals.locale`) or whose plays still look for Spanish
 *    (plays-in-spanish.ts) is rendered once and switched to the pseudo-locale in place.
 *    A failure names the story, the viewport, the language, the i18n key (from the keys the
 *    story rendered, as `pnpm i18n:context` records them) and the element. Known overflows sit in
 *    overflow-exceptions.ts, which only shrinks: an entry whose overflow no longer happens fails
 *    the screen's last test.
 * Each story's findings (excepted ones too) are written to test-results/overflow/<story-id>.json.
 * The tests are registered by `englishSuite` from the shard files english-<n>.test.tsx.
 */
import { isValidElement, type ReactNode } from 'react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { userEvent, within } from 'storybook/test';
import { commands, page } from 'vitest/browser';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { worker } from '@imperio/mocks/browser';
import { markDocumentLanguage, pseudoNamespace, resources } from '@imperio/ui';
import preview from '../../.storybook/preview';
import { currentStory } from '../../.storybook/textos/current';
import { collectServerTexts, findSpanish } from './spanish';
import {
  describeElement,
  findingLine,
  findOverflows,
  keyOfText,
  unexcepted,
  type GateLanguage,
  type GateViewport,
  type LocatedFinding,
  type OverflowException,
} from './overflow-rules';
import { OVERFLOW_EXCEPTIONS } from './overflow-exceptions';
import { PLAYS_IN_SPANISH_ONLY } from './plays-in-spanish';

setProjectAnnotations([preview, { initialGlobals: { theme: 'dark', locale: 'en' } }]);

type StoriesModule = Parameters<typeof composeStories>[0];

const loaders = import.meta.glob<StoriesModule>('../../packages/ui/src/screens/**/*.stories.tsx');

/** Answers of the mock server in the current story, and the requests still on their way (id → start, ms). */
const serverTexts = new Set<string>();
const inFlight = new Map<string, number>();
let reading: Array<Promise<unknown>> = [];
worker.events.on('request:start', ({ requestId }) => void inFlight.set(requestId, performance.now()));
worker.events.on('request:end', ({ requestId }) => void inFlight.delete(requestId));

/**
 * How long (ms) a mock request may be pending before the guard stops waiting for it. The slowest
 * answering mock holds a request 1.5 s (`hold(…, 1_500)`; the rest is a margin for a busy
 * machine); a request pending longer is one that never answers on purpose (`loadingForever`: a
 * Loading or Saving story), and waiting for it cost such a story the full 6 s of `settle` and
 * 3 s at each switch between its checks.
 */
const NEVER_ANSWERS_MS = 2_500;

/** Whether a mock request that may still answer is on its way. */
function awaitingAnswers(): boolean {
  const now = performance.now();
  for (const start of inFlight.values()) if (now - start < NEVER_ANSWERS_MS) return true;
  return false;
}
worker.events.on('response:mocked', ({ response }) => {
  reading.push(
    response
      .clone()
      .text()
      .then(
        (body) => {
          try {
            collectServerTexts(JSON.parse(body), serverTexts);
          } catch {
            if (body.trim()) serverTexts.add(body.trim());
          }
        },
        () => undefined,
      ),
  );
});

const LABELS = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description', 'aria-valuetext'];

/** Every text a person sees or hears on the page, outside server-text elements. */
function pageTexts(): string[] {
  const out: string[] = [];
  const skip = (el: Element | null) => Boolean(el?.closest('[data-server-text], script, style, noscript, template'));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && !skip(node.parentElement)) out.push(text);
  }
  for (const el of document.body.querySelectorAll('*')) {
    if (skip(el)) continue;
    for (const name of LABELS) {
      const value = el.getAttribute(name)?.trim();
      if (value) out.push(value);
    }
    if (el instanceof HTMLInputElement && ['button', 'submit'].includes(el.type) && el.value) out.push(el.value);
  }
  return out;
}

/** The text inside a React element given as a story arg. */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join(' ');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs the story's play function on the render in `canvasElement`, in the story's language (its
 * composed globals). The context is the one Storybook gives a play (`canvas`, `userEvent`,
 * `canvasElement`, `step`, the loaded data). Throws, naming `story`, `language` and the frame's
 * size (px), when the play fails: a play that cannot reach its state in this language is what
 * the guard exists to catch.
 */
async function runPlay(Story: ComposedStoryFn, canvasElement: HTMLElement, story: string, language: string): Promise<void> {
  if (!Story.play) return;
  try {
    await Story.play({ canvasElement, canvas: within(canvasElement), userEvent: userEvent.setup() });
  } catch (error) {
    // testing-library appends the whole page to a miss: its first lines say what was not found.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n').slice(0, 12).join('\n');
    const frame = `${window.innerWidth} × ${window.innerHeight} px`;
    throw new Error(
      `${story}: its play function fails in ${language} at ${frame} (find elements by role and the story's translations):\n${reason}`,
      { cause: error },
    );
  }
}

/**
 * Waits (at most `NEVER_ANSWERS_MS`) until no mock request that may answer is on its way: a
 * write the render sent late (a message marked read when opened) must land before the next
 * render's loader reseeds the universe, or it changes that story's data.
 */
async function drain(): Promise<void> {
  const start = performance.now();
  while (awaitingAnswers() && performance.now() - start < NEVER_ANSWERS_MS) await sleep(50);
}

/** Waits until no mock request that may answer is on its way and the page text has stopped changing (max ~6 s). */
async function settle(): Promise<void> {
  let last = '';
  let stable = 0;
  for (let i = 0; i < 60 && stable < 3; i++) {
    await sleep(100);
    const now = document.body.innerText;
    stable = !awaitingAnswers() && now === last ? stable + 1 : 0;
    last = now;
  }
  await Promise.all(reading);
}

/** Waits until no mock request that may answer is on its way and the page text is the same twice, 50 ms apart (max ~3 s). */
async function quiet(): Promise<void> {
  let last = '';
  let stable = 0;
  for (let i = 0; i < 60 && stable < 2; i++) {
    await sleep(50);
    const now = document.body.innerText;
    stable = !awaitingAnswers() && now === last ? stable + 1 : 0;
    last = now;
  }
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The gate's wide viewport (a common laptop) and the frame height used with each width. */
const HEIGHTS: Record<GateViewport, number> = { 1366: 900, 390: 844 };

/** Resizes the test frame and waits until the page has laid itself out at the new width. */
async function resize(width: GateViewport): Promise<void> {
  await page.viewport(width, HEIGHTS[width]);
  // A phone's scrollbar overlays the page: the layout gets the whole 390 px (as in the visual suite).
  if (width === 390) document.documentElement.style.setProperty('scrollbar-width', 'none');
  else document.documentElement.style.removeProperty('scrollbar-width');
  const start = performance.now();
  while (window.innerWidth !== width && performance.now() - start < 3_000) await sleep(20);
  await quiet();
}

/**
 * The story's own frame size, from its viewport preset (`globals.viewport` or
 * `parameters.viewport.defaultViewport`, looked up in its and the workbench's options), or null
 * for a story without one. Its play runs at that size, as in the workbench and the visual suite:
 * a phone story's play looks for the phone's tab bar.
 */
function storyViewport(parameters: Record<string, unknown>, globals: Record<string, unknown>): { width: number; height: number } | null {
  const param = (parameters.viewport ?? {}) as {
    defaultViewport?: string;
    options?: Record<string, { styles?: { width?: string; height?: string } }>;
  };
  const name = (globals.viewport as { value?: string } | undefined)?.value ?? param.defaultViewport;
  const options = { ...(preview.parameters?.viewport as { options?: object } | undefined)?.options, ...param.options } as Record<
    string,
    { styles?: { width?: string; height?: string } }
  >;
  const styles = name ? options[name]?.styles : undefined;
  if (!styles?.width || !styles.height) return null;
  return { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height, 10) };
}

/** Gives the frame `size` before a story renders and waits until the page has it (at most 3 s). */
async function frameForStory(size: { width: number; height: number }): Promise<void> {
  await page.viewport(size.width, size.height);
  const start = performance.now();
  while ((window.innerWidth !== size.width || window.innerHeight !== size.height) && performance.now() - start < 3_000) await sleep(20);
}

/** Switches the story's own i18next instance to `language` in place (no remount, no new request). */
async function switchLanguage(language: GateLanguage): Promise<void> {
  const i18n = currentStory()?.i18n;
  if (!i18n) throw new Error('The story rendered no i18next instance (.storybook/preview.tsx sets it)');
  if (language === 'pseudo' && !i18n.hasResourceBundle('pseudo', 'common'))
    for (const [ns, texts] of Object.entries(resources.es)) i18n.addResourceBundle('pseudo', ns, pseudoNamespace(texts, 'pseudo'));
  await i18n.changeLanguage(language);
  markDocumentLanguage(language);
  for (const frame of document.querySelectorAll('.imperio-root[lang]')) markDocumentLanguage(language, frame as HTMLElement);
  await quiet();
}

/** The overflows on the page now, located for the failure message. */
function overflowsNow(story: string, viewport: GateViewport, language: GateLanguage): LocatedFinding[] {
  const keys = [...(currentStory()?.keys.values() ?? [])];
  return findOverflows(document.body, { viewportWidth: document.documentElement.clientWidth }).map((finding) => ({
    story,
    viewport,
    language,
    kind: finding.kind,
    by: finding.by,
    text: finding.text,
    key: keyOfText(finding.text, keys),
    element:
      describeElement(finding.element) +
      (finding.container && finding.container !== finding.element ? ` out of ${describeElement(finding.container)}` : ''),
  }));
}

/** One overflow per story, viewport, language, kind, key (or text) and element: a list's rows count once. */
function unique(findings: LocatedFinding[]): LocatedFinding[] {
  const seen = new Map<string, LocatedFinding>();
  for (const finding of findings) {
    // A text without a key (a date, a server name) in the same element is the same overflow row after row.
    const id = [finding.viewport, finding.language, finding.kind, finding.key ?? '', finding.element].join('|');
    if (!seen.has(id)) seen.set(id, finding);
  }
  return [...seen.values()];
}

/**
 * The checks on the English render (English at both widths, then German at 390 px) and on the
 * pseudo render (the pseudo-locale at both widths). A render starts its checks at the width it
 * was played at, so the first needs no resize.
 */
const ENGLISH_CHECKS: readonly Check[] = [
  { viewport: 1366, language: 'en' },
  { viewport: 390, language: 'en' },
  { viewport: 390, language: 'de' },
];
const PSEUDO_CHECKS: readonly Check[] = [
  { viewport: 390, language: 'pseudo' },
  { viewport: 1366, language: 'pseudo' },
];

/**
 * The language of each story's second render and play: the +40 % pseudo-locale in `pnpm test`,
 * German with `pnpm test:plays:de` (IMPERIO_GUARD_SECOND_LANGUAGE=de; vitest.i18n-guard.ts). German
 * puts variables where Spanish does not ('{{component}} entfernen'), so a play that matches the
 * text around a variable can pass in Spanish, English and the pseudo-locale (which keeps the
 * Spanish order) and still miss its element in German. That run plays every screen story in
 * German and takes as long as the guard, so it is the check to run after changing plays, not a
 * step of CI; in it the pseudo checks switch the English render in place.
 */
const SECOND: 'pseudo' | 'de' = inject('guardSecondLanguage');
const SECOND_NAME = SECOND === 'de' ? 'German' : 'the pseudo-locale';
/** The English render's checks and the second render's, for the second render's language. */
const FIRST_RENDER_CHECKS: readonly Check[] =
  SECOND === 'de' ? [...ENGLISH_CHECKS.filter((check) => check.language !== 'de'), ...PSEUDO_CHECKS] : ENGLISH_CHECKS;
const SECOND_RENDER_CHECKS: readonly Check[] = SECOND === 'de' ? ENGLISH_CHECKS.filter((check) => check.language === 'de') : PSEUDO_CHECKS;

interface Check {
  viewport: GateViewport;
  language: GateLanguage;
}

/**
 * Runs `checks` on the page as it is now, resizing the frame and switching the language in place
 * between them, and returns their overflows. Starts at the first check for the frame's current
 * size (a phone story at 390 px, the others at 1366 px) and goes round the list from there.
 */
async function runChecks(story: string, checks: readonly Check[]): Promise<LocatedFinding[]> {
  const here = (check: Check) => window.innerWidth === check.viewport && window.innerHeight === HEIGHTS[check.viewport];
  const start = Math.max(0, checks.findIndex(here));
  const ordered = [...checks.slice(start), ...checks.slice(0, start)];
  const found: LocatedFinding[] = [];
  for (const check of ordered) {
    if (!here(check)) await resize(check.viewport);
    if (currentStory()?.i18n.language !== check.language) await switchLanguage(check.language);
    found.push(...overflowsNow(story, check.viewport, check.language));
  }
  return found;
}

afterEach(async () => {
  await drain();
  cleanup();
  document.body.innerHTML = '';
  document.documentElement.style.removeProperty('scrollbar-width');
  if (window.innerWidth !== 1366 || window.innerHeight !== HEIGHTS[1366]) await page.viewport(1366, HEIGHTS[1366]);
});

/**
 * Registers the guard's tests for shard `shard` (1-based) of `shards`. The shards are separate
 * test files (english-<n>.test.tsx), which Vitest runs on parallel pages: the guard mostly waits
 * for pages to settle (about 40 % of a story's time is the text settling, with the processor
 * idle), so two pages keep 2 cores busy beside Playwright. A screen's story files stay in one shard
 * (the stale-exception check needs all of a screen's stories), dealt by their number of stories:
 * each file, the largest first, goes to the shard with the fewest stories so far, so the shards
 * end together (dealt round-robin by file, two shards ran 180 and 214 stories and ended 230 s
 * apart). Every shard loads every screen's stories to count them and deals them the same way.
 */
export async function englishSuite(shard: number, shards: number): Promise<void> {
  const paths = Object.keys(loaders).sort();
  const modules = await Promise.all(paths.map((path) => loaders[path]!()));
  const sizes = modules.map(
    (module) => Object.values<ComposedStoryFn>(composeStories(module)).filter((Story) => !Story.tags.includes('no-test')).length,
  );
  const load = Array.from({ length: shards }, () => 0);
  const owner = new Map<string, number>();
  for (const index of paths.map((_, i) => i).sort((a, b) => sizes[b]! - sizes[a]! || a - b)) {
    const lightest = load.indexOf(Math.min(...load));
    owner.set(paths[index]!, lightest);
    load[lightest]! += sizes[index]!;
  }
  paths.forEach((path, index) => {
    if (owner.get(path) === shard - 1) englishStories(path, modules[index]!);
  });
}

/**
 * One `describe` for a story file: each story rendered and played in English must show no client
 * Spanish and no overflow in English and German, and rendered and played in the pseudo-locale no
 * overflow there.
 */
function englishStories(path: string, module: StoriesModule): void {
  const stories = Object.entries<ComposedStoryFn>(composeStories(module));
  // The same stories with the second render's language for 'Idioma' (a story's own
  // `globals.locale` still wins).
  const pseudoStories: Record<string, ComposedStoryFn | undefined> = composeStories(module, {
    initialGlobals: { theme: 'dark', locale: SECOND },
  });
  const title = (module as { default?: { title?: string } }).default?.title ?? path;
  const exceptions = OVERFLOW_EXCEPTIONS.filter((exception) => exception.story === title || exception.story.startsWith(`${title} › `));
  const used = new Set<OverflowException>();
  const tested = stories.filter(([, Story]) => !Story.tags.includes('no-test'));
  const playsInSpanishOnly = PLAYS_IN_SPANISH_ONLY.has(title);
  let gated = 0;
  describe(path.replace('../../packages/ui/src/', ''), () => {
    for (const [name, Story] of tested) {
      it(`${name} shows no client Spanish in English, no overflow, and plays in English and ${SECOND_NAME}`, async () => {
        serverTexts.clear();
        reading = [];
        inFlight.clear();
        // The story's own data (args, e.g. a placeholder child) is not the client's text either.
        collectServerTexts(
          JSON.parse(JSON.stringify(Story.args, (_key, value: unknown) => (isValidElement(value) ? textOf(value) : value)) ?? 'null'),
          serverTexts,
        );
        await Story.load();
        // The stored session (the player's own names) was written by the loader, not by a screen.
        for (let i = 0; i < localStorage.length; i++) {
          const value = localStorage.getItem(localStorage.key(i) ?? '') ?? '';
          try {
            collectServerTexts(JSON.parse(value), serverTexts);
          } catch {
            collectServerTexts(value, serverTexts);
          }
        }
        const story = `${title} › ${Story.storyName ?? name}`;
        const size = storyViewport(Story.parameters, Story.globals);
        if (size) await frameForStory(size);
        const { container } = render(<Story />);
        // The story's own state (a dialog opened, a form filled, an error shown), reached in English;
        // a screen whose plays still look for Spanish texts is checked in its first state only.
        if (!playsInSpanishOnly) await runPlay(Story, container, story, 'English');
        await settle();
        // What the play typed (a search query, a message) is the player's text, not the client's,
        // even where the screen echoes it ('No results for …').
        for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
          if (field.value.trim()) serverTexts.add(field.value.trim());
        // A play that switched the interface to another language (Perfil › save switches
        // language) leaves a page in that language: the Spanish check is for English pages.
        const english = (currentStory()?.i18n.language ?? 'en') === 'en';
        const all = (english ? pageTexts() : [])
          .map((text) => ({ text, spanish: findSpanish(text, serverTexts) }))
          .filter((finding) => finding.spanish.length > 0);
        const line = ({ text, spanish }: (typeof all)[number]) => `${JSON.stringify(text.slice(0, 120))} → ${spanish.join(', ')}`;
        const spanish = [...new Set(all.map(line))];

        // The pseudo-locale's own render and play, unless the story has no play to run there,
        // keeps a language of its own, or its plays still look for Spanish: then the pseudo
        // checks switch this render in place, which costs less than rendering again.
        const Pseudo = pseudoStories[name];
        const pseudoPlay = Boolean(Pseudo?.play) && !playsInSpanishOnly && Pseudo?.globals.locale === SECOND;
        // The overflow gate: English and German on this render.
        const found = await runChecks(story, pseudoPlay ? FIRST_RENDER_CHECKS : [...ENGLISH_CHECKS, ...PSEUDO_CHECKS]);
        let pseudoFailure: Error | undefined;
        if (pseudoPlay && Pseudo) {
          try {
            await drain();
            cleanup();
            document.body.innerHTML = '';
            document.documentElement.style.removeProperty('scrollbar-width');
            await frameForStory(size ?? { width: 1366, height: HEIGHTS[1366] });
            await Pseudo.load();
            // The English render's requests are gone with it.
            inFlight.clear();
            reading = [];
            const pseudo = render(<Pseudo />);
            await runPlay(Pseudo, pseudo.container, story, SECOND_NAME);
            await settle();
            found.push(...(await runChecks(story, SECOND_RENDER_CHECKS)));
          } catch (error) {
            // runPlay's errors name the story already; a failing loader or check is named here.
            pseudoFailure =
              error instanceof Error && error.message.startsWith(story)
                ? error
                : new Error(`${story}: its render in ${SECOND_NAME} fails: ${String(error)}`, { cause: error });
          }
        }
        const overflows = unique(found);
        if (overflows.length > 0) await commands.writeFile(`test-results/overflow/${Story.id}.json`, JSON.stringify(overflows, null, 1));
        const failing = unexcepted(overflows, exceptions, used);
        if (!pseudoFailure) gated++;
        // Both failures show when both happen: the English findings do not hide a failing pseudo play.
        expect.soft({ spanish, overflows: failing.map(findingLine) }).toEqual({ spanish: [], overflows: [] });
        if (pseudoFailure) throw pseudoFailure;
      });
    }
    if (exceptions.length > 0)
      it('has no overflow exception that no longer happens (overflow-exceptions.ts only shrinks)', ({ skip }) => {
        // Only a run of every story of the screen can tell that an exception no longer happens.
        if (gated < tested.length) skip();
        const stale = exceptions.filter((exception) => !used.has(exception));
        expect(stale.map((exception) => `${exception.story}: ${exception.target} (${exception.reason})`)).toEqual([]);
      });
  });
}
