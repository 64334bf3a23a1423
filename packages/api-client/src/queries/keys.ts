import type { Id } from '../schemas/common';

/**
 * Query keys, nested by domain so that a mutation can invalidate by prefix
 * (`queryClient.invalidateQueries({ queryKey: planetKeys.all })`).
 */
export const planetKeys = {
  all: ['planets'] as const,
  own: () => [...planetKeys.all, 'own'] as const,
  detail: (id: Id) => [...planetKeys.all, 'detail', id] as const,
};
