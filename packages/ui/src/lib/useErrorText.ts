import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '@imperio/api-client/errors';
import { formatNumber } from './format';

const RESOURCES = ['metal', 'crystal', 'deuterium', 'energy'] as const;
type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refusal the server describes by a code with structured fields, worded by the client in the
 * interface language: `{code: 'insufficient_resources', missing: {metal:
 * 154411}}` → es 'Recursos insuficientes: faltan 154.411 de metal', en 'Not enough resources:
 * 154,411 metal missing'. `error_code` is read as well. Returns undefined for anything else, whose
 * server text is shown as sent.
 */
export function codedErrorText(body: unknown, t: Translate, language: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const code = record.code ?? record.error_code;
  if (code === 'insufficient_resources' && record.missing && typeof record.missing === 'object') {
    const missing = record.missing as Record<string, unknown>;
    const parts = RESOURCES.filter((key) => Number(missing[key]) > 0).map((key) =>
      t('errors:codes.missing', { amount: formatNumber(Number(missing[key]), language), resource: t(`errors:codes.resources.${key}`) }),
    );
    if (parts.length) return t('errors:codes.insufficient_resources', { missing: parts.join(', ') });
  }
  return undefined;
}

/**
 * Returns `(error, fallbackKey?) => text`: the client's wording of a coded refusal (see
 * `codedErrorText`), else the server's message when the call's rule found one, else the translated catalogue default (spec p1 §8, p2 §8). `fallbackKey` overrides the call's
 * own default with a screen-level one (e.g. `errors:planets.load`).
 */
export function useErrorText(): (error: unknown, fallbackKey?: string) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (error: unknown, fallbackKey?: string) => {
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a key typed `never` widens t's return to objects; our keys are strings
      const translate: Translate = (key, options) => String(t(key as never, options as never));
      const coded = error instanceof ApiError ? codedErrorText(error.body, translate, language) : undefined;
      return coded ?? errorText(error, translate, fallbackKey);
    },
    [t, language],
  );
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
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a key typed `never` widens t's return to objects; our keys are strings
      if ('key' in text) return String(t(text.key as never, text.options as never));
      return errorText(text.error, text.fallbackKey);
    },
    [t, errorText],
  );
}
