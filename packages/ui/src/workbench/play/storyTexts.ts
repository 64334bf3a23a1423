import type { TFunction } from 'i18next';
import { createI18n, type Namespace } from '../../i18n';
import { isAnyLocale, localeOf, type AnyLocale } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';

/** What a play function needs to find the story's texts in the language the story runs in. */
export interface StoryTexts<N extends Namespace> {
  /** The story's language (the toolbar's 'Idioma', or a story's own `globals.locale`); 'keys' reads as Spanish. */
  locale: AnyLocale;
  /** A translation function fixed to `ns`, as the screen's own `useTranslation(ns)` gives it. */
  t: TFunction<N>;
  /** A number formatted as the screen formats it in that language (`Intl`, e.g. '1.200' or '1,200'). */
  number: (value: number) => string;
}

/**
 * The texts a play function looks for, in the story's language: plays find elements by role and
 * by these texts, never by a Spanish literal, so a story reaches its state in Spanish, English,
 * German and the pseudo-locales alike (the workbench's 'Idioma' switch and the English guard
 * run the same play).
 * Takes the play's `context` (only its `globals` are read) and a catalogue namespace; returns
 * the texts of a fresh i18next instance in that language (pseudo-locales included).
 */
export function storyTexts<N extends Namespace>(context: { globals?: Record<string, unknown> }, ns: N): StoryTexts<N> {
  const requested = context.globals?.locale;
  const locale: AnyLocale = isAnyLocale(requested) ? requested : 'es';
  const t: TFunction<N> = createI18n(locale).getFixedT(locale, ns);
  return { locale, t, number: (value) => formatNumber(value, localeOf(locale)) };
}
