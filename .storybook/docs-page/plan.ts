/**
 * What a component's Docs page may render inline. Every story's loaders (the seeded universe, the
 * frozen clock, the session, the MSW handlers of its scenario: preview.tsx) act on the one preview
 * window: on a page that renders several stories inline the last loader wins for all, so a
 * 'Load error' story shows a loaded screen and 43 stories show one universe. A page whose stories
 * need different setups therefore renders one story (the first) and lists the others as links,
 * each with its caption, to open on its own canvas with its own setup.
 */

/** A story as the Docs page sees it: merged parameters (preview, meta, story) and its own globals. */
export interface DocsStory {
  id: string;
  name: string;
  parameters: Record<string, unknown>;
  /** The story's own globals (`globals: { locale: 'en' }`), not the toolbar's. */
  globals?: Record<string, unknown>;
}

/** One story listed on a page that cannot render them all: its id (for the link), name and caption. */
export interface DocsStoryLink {
  id: string;
  name: string;
  /** The story's description (its JSDoc comment or `parameters.docs.description.story`), if any. */
  caption?: string;
}

/**
 * `inline`: every story shares one setup, Storybook's default page renders them all.
 * `links`: the stories need different setups; the page renders `embedded` (the first story) alone
 * and lists every story as a link.
 */
export type DocsPlan = { kind: 'inline' } | { kind: 'links'; embedded: string; links: DocsStoryLink[] };

/** The parameters the preview's loaders and providers read to set a story up (preview.tsx). */
const SETUP_PARAMETERS = ['session', 'clock', 'route', 'routePath', 'selectedPlanet'] as const;

const scenarioOf = (parameters: Record<string, unknown>): readonly unknown[] => {
  const msw = parameters.msw as { handlers?: { scenario?: unknown } } | undefined;
  const scenario = msw?.handlers?.scenario;
  return Array.isArray(scenario) ? scenario : [];
};

/**
 * True when two stories need the same setup: the same MSW scenario (the same handler objects),
 * the same session, clock, route and selected planet, and the same own globals.
 */
export function sameSetup(a: DocsStory, b: DocsStory): boolean {
  const scenarioA = scenarioOf(a.parameters);
  const scenarioB = scenarioOf(b.parameters);
  if (scenarioA.length !== scenarioB.length || scenarioA.some((handler, index) => handler !== scenarioB[index])) return false;
  const rest = (story: DocsStory) => JSON.stringify([SETUP_PARAMETERS.map((name) => story.parameters[name] ?? null), story.globals ?? {}]);
  return rest(a) === rest(b);
}

const captionOf = (story: DocsStory): string | undefined => {
  const docs = story.parameters.docs as { description?: { story?: unknown } } | undefined;
  return typeof docs?.description?.story === 'string' ? docs.description.story : undefined;
};

/**
 * The plan of one component's Docs page. Takes its stories in file order; returns `inline` when
 * they all share the first one's setup (or there is at most one), else `links`: the first story
 * embedded alone, every story (the first too) listed with its caption.
 */
export function docsPlan(stories: readonly DocsStory[]): DocsPlan {
  const [first] = stories;
  if (!first || stories.every((story) => sameSetup(first, story))) return { kind: 'inline' };
  return {
    kind: 'links',
    embedded: first.id,
    links: stories.map((story) => ({ id: story.id, name: story.name, caption: captionOf(story) })),
  };
}
