import { createContext, useContext } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';
import { docsPlan, type DocsStory } from '../../.storybook/docs-page/plan';
import { DocsPageOfWorkbench } from '../../.storybook/docs-page/lazy';

/**
 * Storybook's docs blocks need a running preview; here they are stand-ins that show what each
 * block would render: `DocsPage` (Storybook's default) renders every story inline, `Primary` the
 * first. A story rendered inline is a `data-inline` element.
 */
vi.mock('@storybook/addon-docs/blocks', () => {
  const DocsContext = createContext<{ componentStories: () => DocsStory[] }>({ componentStories: () => [] });
  const Inline = ({ id }: { id: string }) => <div data-inline={id} />;
  return {
    DocsContext,
    DocsPage: () =>
      useContext(DocsContext)
        .componentStories()
        .map((story) => <Inline key={story.id} id={story.id} />),
    Primary: () => <Inline id={useContext(DocsContext).componentStories()[0]!.id} />,
    Title: () => null,
    Subtitle: () => null,
    Description: () => null,
    Controls: () => null,
    Heading: ({ children }: { children: string }) => <h2>{children}</h2>,
  };
});
vi.mock('@imperio/mocks/browser', () => ({ worker: {} }));

type Csf = Record<string, unknown> & {
  default: { title: string; id?: string; parameters?: Record<string, unknown>; globals?: Record<string, unknown> };
};
const screenFiles = import.meta.glob<Csf>('../../packages/ui/src/screens/**/*.stories.tsx', { eager: true });

const NO_SCENARIO: unknown[] = [];
const isPlain = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
/** Storybook's merge of parameters: plain objects merged key by key, anything else (arrays too) replaced. */
function merge(...layers: (Record<string, unknown> | undefined)[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const layer of layers)
    for (const [key, value] of Object.entries(layer ?? {})) out[key] = isPlain(value) && isPlain(out[key]) ? merge(out[key], value) : value;
  return out;
}

/** A stories file's stories as a Docs page gets them: preview, meta and story parameters merged, in file order. */
function storiesOf(csf: Csf): DocsStory[] {
  const meta = csf.default;
  return Object.entries(csf)
    .filter(([name]) => isExportStory(name, meta as never))
    .map(([name, value]) => {
      const story = value as { name?: string; parameters?: Record<string, unknown>; globals?: Record<string, unknown> };
      return {
        id: toId(meta.id ?? meta.title, storyNameFromExport(name)),
        name: story.name ?? storyNameFromExport(name),
        parameters: merge({ msw: { handlers: { scenario: NO_SCENARIO } } }, meta.parameters, story.parameters),
        globals: { ...meta.globals, ...story.globals },
      };
    });
}

const fileOf = (title: string) => {
  const entry = Object.values(screenFiles).find((csf) => csf.default.title === title);
  if (!entry) throw new Error(`no stories file titled ${title}`);
  return storiesOf(entry);
};

/** Renders the workbench's Docs page (as preview.tsx sets it) for these stories. */
async function renderDocsPage(stories: DocsStory[]) {
  const { DocsContext } = await import('@storybook/addon-docs/blocks');
  const Context = DocsContext as unknown as React.Context<{ componentStories: () => DocsStory[] }>;
  const preview = (await import('../../.storybook/preview')).default;
  const Page = (preview.parameters?.docs as { page: () => React.ReactNode }).page;
  render(
    <Context.Provider value={{ componentStories: () => stories }}>
      <Page />
    </Context.Provider>,
  );
  // The page's module loads lazily: wait for the first story it renders.
  await waitFor(() => expect(document.querySelector('[data-inline]')).not.toBeNull(), { timeout: 20_000 });
  return [...document.querySelectorAll('[data-inline]')].map((element) => element.getAttribute('data-inline'));
}

describe("the workbench's Docs pages", () => {
  test("preview.tsx's Docs page is the workbench's", async () => {
    const preview = (await import('../../.storybook/preview')).default;
    expect(preview.parameters?.docs).toMatchObject({ page: DocsPageOfWorkbench });
  }, 30_000);

  test.each([
    ['Screens/Galaxia', 'Load Error'],
    ['Screens/Flota', 'No Missions'],
  ])(
    '%s renders one story and links the others, %s among them, to their own canvas',
    async (title, storyName) => {
      const stories = fileOf(title);
      const inline = await renderDocsPage(stories);
      expect(inline).toEqual([stories[0]!.id]);
      const links = within(screen.getByTestId('docs-story-links')).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual(stories.map((story) => story.name));
      const story = stories.find((candidate) => candidate.name === storyName)!;
      expect(screen.getByRole('link', { name: storyName })).toHaveAttribute('href', `./?path=/story/${story.id}`);
    },
    30_000,
  );

  test('a page whose stories share one setup renders them all, as Storybook does', async () => {
    const same = { msw: { handlers: { scenario: [] } }, route: '/x' };
    const stories = ['a', 'b'].map((name) => ({ id: `primitives-x--${name}`, name, parameters: same }));
    expect(await renderDocsPage(stories)).toEqual(stories.map((story) => story.id));
  }, 30_000);

  test('no screen Docs page renders inline two stories that need different setups', () => {
    for (const [path, csf] of Object.entries(screenFiles)) {
      const stories = storiesOf(csf);
      const plan = docsPlan(stories);
      const scenarios = new Set(stories.map((story) => (story.parameters.msw as { handlers: { scenario: unknown } }).handlers.scenario));
      if (scenarios.size > 1) expect(plan, path).toMatchObject({ kind: 'links', embedded: stories[0]!.id });
      if (plan.kind === 'links')
        expect(
          plan.links.map((link) => link.id),
          path,
        ).toEqual(stories.map((story) => story.id));
    }
  });
});
