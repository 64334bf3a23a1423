import { queryOptions } from '@tanstack/react-query';
import { getDebrisField, getDebrisFields, getNearbyDebris, type DebrisWindow } from '../endpoints/debris';
import type { Id } from '../schemas/common';

export const debrisKeys = {
  all: ['debris'] as const,
  nearby: (window: DebrisWindow) => [...debrisKeys.all, 'nearby', window] as const,
  list: (filters: { galaxy?: number; system?: number; position?: number } = {}) => [...debrisKeys.all, 'list', filters] as const,
  detail: (id: Id) => [...debrisKeys.all, 'detail', id] as const,
};

/** Query factories for debris fields (spec p1 §7.2, p2 §7). */
export const debrisQueries = {
  /** Nearby debris of a window; never fails (a failure reads `[]`, p1 §8). */
  nearby: (window: DebrisWindow) =>
    queryOptions({ queryKey: debrisKeys.nearby(window), queryFn: ({ signal }) => getNearbyDebris(window, signal), retry: false }),
  list: (filters: { galaxy?: number; system?: number; position?: number } = {}) =>
    queryOptions({ queryKey: debrisKeys.list(filters), queryFn: ({ signal }) => getDebrisFields(filters, signal) }),
  detail: (id: Id) => queryOptions({ queryKey: debrisKeys.detail(id), queryFn: ({ signal }) => getDebrisField(id, signal) }),
};
