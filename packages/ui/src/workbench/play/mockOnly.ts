import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';

/**
 * For the screens that run on sample data only (spec p2 §7: the market, the alliance and the
 * ship designer make no calls). Their Loading and Error stories put the whole mock API in that
 * state, a server that never answers or answers 500 to everything, and their plays check that
 * the screen shows its sample data all the same and asked the server for nothing: these screens
 * have no loading and no error state to show.
 */

/** The calls to the mock API seen since the story's loader reset it, as `METHOD path`. */
const apiCalls: string[] = [];

const record = (request: Request) => apiCalls.push(`${request.method} ${new URL(request.url).pathname}`);

/** Every call to the API waits forever (the Loading state, had the screen one). */
export const apiNeverAnswers = [
  http.all('*/api/*', async ({ request }) => {
    record(request);
    await delay('infinite');
    return HttpResponse.json({});
  }),
];

/** Every call to the API answers 500 without a message (the Error state, had the screen one). */
export const apiFails = [
  http.all('*/api/*', ({ request }) => {
    record(request);
    return HttpResponse.json({}, { status: 500 });
  }),
];

/** A story loader: forgets the calls of the stories before (runs after the preview's loaders, before the render). */
export function forgetApiCalls(): Promise<Record<string, never>> {
  apiCalls.length = 0;
  return Promise.resolve({});
}

/** The meta description of a screen that runs on sample data only (the Docs page shows it). */
export const MOCK_ONLY_DESCRIPTION =
  'Runs on sample data only: the screen makes no server call (spec p2 §7), so it has no loading and no error state. ' +
  'Its Loading and Error stories put the mock API in those states and show the screen unchanged.';

/**
 * The check of a mock-only screen's Loading and Error stories. Takes the story's canvas element;
 * resolves when the screen asked the API for nothing and shows no busy indicator and no alert;
 * throws (a failed expectation) otherwise.
 */
export async function expectNoServerState(canvasElement: HTMLElement): Promise<void> {
  await expect(apiCalls).toEqual([]);
  await expect(canvasElement.querySelector('[aria-busy="true"], [role="progressbar"]')).toBeNull();
  await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
}

/** One of the two stories `mockOnlyStories` makes, shaped as a CSF story object. */
export interface MockOnlyStory<Context extends { canvasElement: HTMLElement }> {
  /** 'no-visual': the screen looks as in its sample story, which has the shot. */
  tags: string[];
  parameters: { msw: { handlers: { scenario: typeof apiNeverAnswers } } };
  loaders: Array<typeof forgetApiCalls>;
  play: (context: Context) => Promise<void>;
}

/**
 * The Loading and ServerError stories of a screen that runs on sample data only (spec p2 §7):
 * Loading with a mock API that never answers, ServerError with one that answers 500 to
 * everything; both forget earlier calls in their loader, are tagged 'no-visual', and play
 * `expectScreen` (the screen's own check that it shows its sample, in the story's language)
 * and then `expectNoServerState` (no call, no busy indicator, no alert).
 * Takes the screen's check (it gets the play's context; rejects to fail the story); returns
 * `{ Loading, ServerError }`, story objects to export under those names, as the story ids,
 * guards and baselines key on them.
 */
export function mockOnlyStories<Context extends { canvasElement: HTMLElement }>(
  expectScreen: (context: Context) => Promise<void>,
): { Loading: MockOnlyStory<Context>; ServerError: MockOnlyStory<Context> } {
  const story = (scenario: typeof apiNeverAnswers): MockOnlyStory<Context> => ({
    tags: ['no-visual'],
    parameters: { msw: { handlers: { scenario } } },
    loaders: [forgetApiCalls],
    play: async (context) => {
      await expectScreen(context);
      await expectNoServerState(context.canvasElement);
    },
  });
  return { Loading: story(apiNeverAnswers), ServerError: story(apiFails) };
}
