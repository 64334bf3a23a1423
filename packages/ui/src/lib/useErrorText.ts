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
