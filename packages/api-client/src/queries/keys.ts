/**
 * Query keys, nested by domain so that a mutation can invalidate by prefix
 * (`queryClient.invalidateQueries({ queryKey: planetKeys.all })`).
 */
export const planetKeys = {
  all: ['planets'] as const,
  own: () => [...planetKeys.all, 'own'] as const,
  detail: (id: number | string) => [...planetKeys.all, 'detail', id] as const,
};
