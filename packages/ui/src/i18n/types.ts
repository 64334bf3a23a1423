import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '@imperio/api-client/languages';

/** The interface languages (spec p1 §1): the codes of the one language list (api-client languages.ts). */
export type Locale = LanguageCode;
export const LOCALES: readonly Locale[] = LANGUAGES;
/** Spanish, the default and the source of every text (spec p1 §1). */
export const DEFAULT_LOCALE: Locale = DEFAULT_LANGUAGE;
