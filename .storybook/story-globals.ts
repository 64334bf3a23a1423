import type { AnyLocale } from '@imperio/ui';

/**
 * Window event that re-renders the open story in another theme and locale without re-running
 * its loaders or play function (what switching the toolbar does in Storybook). The visual tests
 * use it to show a screen story's final state in en + light after its play function ran in es.
 * detail: `{ theme?: 'dark' | 'light' | 'side-by-side', locale?: a language of the list | a pseudo-locale | 'keys' }`.
 */
export const STORY_GLOBALS_EVENT = 'imperio:story-globals';

export interface StoryGlobalsOverride {
  theme?: 'dark' | 'light' | 'side-by-side';
  locale?: AnyLocale | 'keys';
}
