import type { i18n as I18n } from 'i18next';
import { PLURAL_SAMPLES } from '../addons/textos/constants';

/** `t` without the typed keys (the panel's keys are any key of the catalogue, known at run time). */
const looseT = (instance: I18n) => instance.t.bind(instance) as unknown as (key: string, options?: Record<string, unknown>) => string;

/**
 * A plural key's texts previewed in each language for the counts of `PLURAL_SAMPLES` (0, 1, 2,
 * 5, 21), as the 'Textos' panel shows them: each count picks the language's own CLDR form
 * (`_one`, `_other`…) through i18next, with the story's other variables filled in.
 * Takes the key as `namespace:key` (no plural suffix), the story's variables, the language codes
 * and an i18next instance per language (`instanceFor`, already in that language); returns
 * language → count → text. Throws nothing: a missing text previews as i18next's fallback.
 */
export function pluralPreview(
  id: string,
  variables: Record<string, string | number>,
  languages: readonly string[],
  instanceFor: (language: string) => I18n,
): Record<string, Record<number, string>> {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(PLURAL_SAMPLES.map((count) => [count, looseT(instanceFor(language))(id, { ...variables, count, lng: language })])),
    ]),
  );
}
