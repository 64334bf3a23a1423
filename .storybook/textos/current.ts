import type { i18n as I18n } from 'i18next';
import type { RecordedKey } from './recorder';

/**
 * The story on screen in the preview, as the providers decorator leaves it: its id, the keys its
 * i18next instance was asked for (recorder.ts), that instance and the element it renders in.
 * Read by the 'Textos' panel's preview side (bridge.ts) and by the visual suite, which writes
 * the keys per story for `pnpm i18n:context`.
 */
export interface CurrentStory {
  storyId: string;
  keys: Map<string, RecordedKey>;
  i18n: I18n;
}

let current: CurrentStory | undefined;
const listeners = new Set<(story: CurrentStory) => void>();

/** Sets the story on screen (the decorator calls it on each render with a new instance). */
export function setCurrentStory(story: CurrentStory): void {
  current = story;
  for (const listener of listeners) listener(story);
}

/** The story on screen, or undefined before the first one renders. */
export function currentStory(): CurrentStory | undefined {
  return current;
}

/** Calls `listener` whenever the story (or its i18next instance) changes; returns the unsubscribe. */
export function onCurrentStory(listener: (story: CurrentStory) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
