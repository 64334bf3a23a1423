import { afterEach, describe, expect, test } from 'vitest';
import { createI18n, type AnyLocale } from '@imperio/ui';
import { PLURAL_SAMPLES } from '../../.storybook/addons/textos/constants';
import { pluralPreview } from '../../.storybook/textos/plural-preview';
import { textosPayload } from '../../.storybook/textos/bridge';
import { setCurrentStory } from '../../.storybook/textos/current';
import type { RecordedKey } from '../../.storybook/textos/recorder';

// A real plural key of the catalogue: dashboard.json `planets.count_one` / `planets.count_other`.
const KEY = 'dashboard:planets.count';
const EXPECTED: Record<string, Record<number, string>> = {
  es: { 0: '0 planetas', 1: '1 planeta', 2: '2 planetas', 5: '5 planetas', 21: '21 planetas' },
  en: { 0: '0 planets', 1: '1 planet', 2: '2 planets', 5: '5 planets', 21: '21 planets' },
  de: { 0: '0 Planeten', 1: '1 Planet', 2: '2 Planeten', 5: '5 Planeten', 21: '21 Planeten' },
};

describe("the 'Textos' panel's plural preview", () => {
  afterEach(() => setCurrentStory(undefined as never));

  test('previews 0, 1, 2, 5 and 21', () => {
    expect([...PLURAL_SAMPLES]).toEqual([0, 1, 2, 5, 21]);
  });

  test("gives each language's own form for each count (es, en, de)", () => {
    const preview = pluralPreview(KEY, {}, ['es', 'en', 'de'], (language) => createI18n(language as AnyLocale));
    expect(preview).toEqual(EXPECTED);
  });

  test("the story's payload carries the preview of a plural key the story asked for", () => {
    const i18n = createI18n('es');
    const recorded: RecordedKey = {
      id: KEY,
      ns: 'dashboard',
      key: 'planets.count',
      plural: true,
      variables: { count: 3 },
      text: '3 planetas',
    };
    setCurrentStory({ storyId: 'screens-dashboard--default', keys: new Map([[KEY, recorded]]), i18n });
    const key = textosPayload()?.keys.find((entry) => entry.id === KEY);
    expect(key?.plural).toBe(true);
    for (const language of ['es', 'en', 'de']) expect(key?.pluralPreview?.[language]).toEqual(EXPECTED[language]);
  });
});
