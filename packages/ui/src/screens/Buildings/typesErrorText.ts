import { useTranslation } from 'react-i18next';
import { ApiError } from '@imperio/api-client';

/**
 * The text of a building-types failure (spec p2 §8): a 401 (refresh failed, tokens gone) is
 * 'Sesión expirada…'; JSON that is not an array 'Error al cargar tipos de edificios: respuesta
 * inválida del servidor'; an answer that is not JSON '…: Formato de respuesta inesperado del
 * servidor'; anything else 'Error al cargar tipos de edificios: {detail}'.
 * @returns a function of the error giving the text and whether the session expired
 */
export function useTypesErrorText() {
  const { t } = useTranslation('errors');
  return (error: unknown): { text: string; expired: boolean } => {
    if (error instanceof ApiError && error.status === 401) return { text: t('buildings.sessionExpired'), expired: true };
    if (error instanceof ApiError && error.kind === 'parse') {
      // Not JSON at all: the service's 'Formato de respuesta inesperado del servidor' (p1 §8) as
      // the detail; JSON that is not an array: 'respuesta inválida del servidor' (p2 §8).
      if (typeof error.body === 'string') return { text: t('buildings.typesDetail', { detail: t('unexpectedFormat') }), expired: false };
      return { text: t('buildings.typesInvalid'), expired: false };
    }
    const detail: string =
      error instanceof ApiError ? (error.serverMessage ?? (error.status ? `HTTP ${error.status}` : t('generic'))) : t('generic');
    return { text: t('buildings.typesDetail', { detail }), expired: false };
  };
}
