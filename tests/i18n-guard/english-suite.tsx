/**
 * Missing-translation guard: every screen story is rendered in English (its
 * loaders, decorators and MSW scenario as in the workbench, without its Spanish play function),
 * and every text the page shows (text nodes and the labels a screen reader reads) must be free
 * of Spanish that came from the client. The server's free text (planet and player names, message
 * bodies, error details) is exempt: it is read from the mock answers of that very story (see
 * spanish.ts). Elements marked `data-server-text` are skipped too.
 * The tests are registered by `englishSuite` from the shard files english-<n>.test.tsx.
 */
import { isValidElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { worker } from '@imperio/mocks/browser';
import preview from '../../.storybook/preview';
import { collectServerTexts, findSpanish } from './spanish';

setProjectAnnotations([preview, { initialGlobals: { theme: 'dark', locale: 'en' } }]);

type StoriesModule = Parameters<typeof composeStories>[0];
const loaders = import.meta.glob<StoriesModule>('../../packages/ui/src/screens/**/*.stories.tsx');

/** Answers of the mock server in the current story, and how many are still on their way. */
const serverTexts = new Set<string>();
let inFlight = 0;
let reading: Array<Promise<unknown>> = [];
worker.events.on('request:start', () => void inFlight++);
worker.events.on('request:end', () => void (inFlight = Math.max(0, inFlight - 1)));
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

/** Waits until no mock request is on its way and the page text has stopped changing (max ~6 s). */
async function settle(): Promise<void> {
  let last = '';
  let stable = 0;
  for (let i = 0; i < 60 && stable < 3; i++) {
    await sleep(100);
    const now = document.body.innerText;
    stable = inFlight === 0 && now === last ? stable + 1 : 0;
    last = now;
  }
  await Promise.all(reading);
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/**
 * Registers the guard's tests for shard `shard` (1-based) of `shards`: every story of every screen
 * story file whose sorted index is `shard - 1` modulo `shards`. The shards are separate test files
 * (english-<n>.test.tsx), which Vitest runs on parallel pages: the guard mostly waits for pages
 * to settle, so two pages take about half the time on 2 cores.
 */
export async function englishSuite(shard: number, shards: number): Promise<void> {
  const paths = Object.keys(loaders)
    .sort()
    .filter((_, index) => index % shards === shard - 1);
  const modules = await Promise.all(paths.map((path) => loaders[path]!()));
  paths.forEach((path, index) => englishStories(path, modules[index]!));
}

/** One `describe` for a story file: each story rendered in English must show no client Spanish. */
function englishStories(path: string, module: StoriesModule): void {
  const stories = Object.entries<ComposedStoryFn>(composeStories(module));
  describe(path.replace('../../packages/ui/src/', ''), () => {
    for (const [name, Story] of stories) {
      if (Story.tags.includes('no-test')) continue;
      it(`${name} shows no client Spanish in English`, async () => {
        serverTexts.clear();
        reading = [];
        inFlight = 0;
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
        render(<Story />);
        await settle();
        const all = pageTexts()
          .map((text) => ({ text, spanish: findSpanish(text, serverTexts) }))
          .filter((finding) => finding.spanish.length > 0);
        const line = ({ text, spanish }: (typeof all)[number]) => `${JSON.stringify(text.slice(0, 120))} → ${spanish.join(', ')}`;
        const findings = all.map(line);
        expect([...new Set(findings)]).toEqual([]);
      });
    }
  });
}
