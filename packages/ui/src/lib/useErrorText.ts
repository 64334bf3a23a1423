import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@imperio/api-client';

/**
 * Returns `(error, fallbackKey?) => text`: the server's message when the call's rule found one,
 * else the translated catalogue default (spec p1 §8, p2 §8). `fallbackKey` overrides the call's
 * own default with a screen-level one (e.g. `errors:planets.load`).
 */
export function useErrorText(): (error: unknown, fallbackKey?: string) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown, fallbackKey?: string) => errorText(error, (key) => t(key as never) as string, fallbackKey), [t]);
}

/**
 * A text kept in state (a notice, an action error) as what it says, not as a translated string,
 * so it follows the language when the player switches it while the text is on screen:
 * `{ key, options }` (an i18n key with its variables), `{ error, fallbackKey }` (read by
 * `useErrorText`) or `{ raw }` (a server text, shown as sent).
 */
export type ScreenText = { key: string; options?: Record<string, unknown> } | { error: unknown; fallbackKey?: string } | { raw: string };

/** Returns `(text) => string` in the current language (see `ScreenText`). */
export function useScreenText(): (text: ScreenText) => string {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (text: ScreenText) => {
      if ('raw' in text) return text.raw;
      if ('key' in text) return String(t(text.key as never, text.options as never));
      return errorText(text.error, text.fallbackKey);
    },
    [t, errorText],
  );
}
