import { mutationOptions, queryOptions, skipToken } from '@tanstack/react-query';
import { config } from '../config';
import {
  cancelMission,
  createMission,
  getActiveMissions,
  getMissionProcessingStatus,
  getMissionReport,
  getMissionReports,
  getMissions,
  getMissionTypes,
  getReportStatistics,
  markAllReportsRead,
  markReportRead,
  previewMission,
  processMissions,
  type ReportFilters,
} from '../endpoints/missions';
import type { Id } from '../schemas/common';
import { keyId, type KeyId, withId, type MaybeId } from './skip';
import type { CreateMissionBody, Mission, MissionPreviewBody } from '../schemas/mission';
import { resourceKeys } from './resources';
import { shipKeys } from './ships';

/** Keys nested from `['missions']`; a create, cancel or process invalidates `missionKeys.all`. */
export const missionKeys = {
  all: ['missions'] as const,
  active: () => [...missionKeys.all, 'active'] as const,
  list: () => [...missionKeys.all, 'list'] as const,
  types: () => [...missionKeys.all, 'types'] as const,
  status: () => [...missionKeys.all, 'status'] as const,
  preview: (body: MissionPreviewBody | null) => [...missionKeys.all, 'preview', body] as const,
};

/** Query factories for fleet missions (spec p1 §7.5, p2 §7). */
export const missionQueries = {
  /** Active missions, refreshed every 30 s (spec p1 §9). */
  active: () =>
    queryOptions({
      queryKey: missionKeys.active(),
      queryFn: ({ signal }) => getActiveMissions(signal),
      refetchInterval: config.intervals.activeMissionsMs,
    }),
  /** Every mission of the player (the 'Misiones' history tab), refreshed with the active ones. */
  list: () =>
    queryOptions({
      queryKey: missionKeys.list(),
      queryFn: ({ signal }) => getMissions(signal),
      refetchInterval: config.intervals.activeMissionsMs,
    }),
  /** Mission types; they rarely change (5 min stale). */
  types: () => queryOptions({ queryKey: missionKeys.types(), queryFn: ({ signal }) => getMissionTypes(signal), staleTime: 300_000 }),
  /** `needs_processing`, polled every 30 s (spec p2 §4, §9). */
  status: () =>
    queryOptions({
      queryKey: missionKeys.status(),
      queryFn: ({ signal }) => getMissionProcessingStatus(signal),
      refetchInterval: config.intervals.fleetStatusMs,
      retry: false,
    }),
  /** The live preview of the form; never retried (a bad plan answers 400). */
  preview: (body: MissionPreviewBody | null) =>
    queryOptions({
      queryKey: missionKeys.preview(body),
      // No body yet (no ships, no target, a closed form): the query is skipped, never sent.
      queryFn: body ? ({ signal }) => previewMission(body, signal) : skipToken,
      retry: false,
      staleTime: 30_000,
    }),
};

/** Keys nested from `['reports']`; reading or mark-all invalidates `reportKeys.all`. */
export const reportKeys = {
  all: ['reports'] as const,
  list: (filters: ReportFilters = {}) => [...reportKeys.all, 'list', { is_read: filters.is_read ?? null }] as const,
  detail: (id: KeyId) => [...reportKeys.all, 'detail', String(id)] as const,
  statistics: () => [...reportKeys.all, 'statistics'] as const,
};

/** Query factories for mission reports (spec p2 §2.6, §7). */
export const reportQueries = {
  /** One page of 20 reports (spec p2 §9), all or only unread (`{is_read: false}`). */
  list: (filters: ReportFilters = {}) =>
    queryOptions({ queryKey: reportKeys.list(filters), queryFn: ({ signal }) => getMissionReports(filters, signal) }),
  /** One report; skipped (`skipToken`) while none is open. */
  detail: (id: MaybeId) => queryOptions({ queryKey: reportKeys.detail(keyId(id)), queryFn: withId(id, getMissionReport) }),
  /** Totals for the filter labels and the unread badge, refreshed with the status poll (30 s). */
  statistics: () =>
    queryOptions({
      queryKey: reportKeys.statistics(),
      queryFn: ({ signal }) => getReportStatistics(signal),
      refetchInterval: config.intervals.fleetStatusMs,
      retry: false,
    }),
};

/**
 * Mutation factories for fleet missions (spec p2 §4, §7). Each owns its invalidation, so a
 * screen never spells a query key or a mutationFn: `useMutation(missionMutations.create())`.
 * The returned promise of `onSuccess` keeps the mutation pending until the refetch is asked
 * for, so the control stays disabled until then (one user intent, one request).
 */
export const missionMutations = {
  /**
   * POST /fleet/missions/create/ with a `CreateMissionBody`; on success the missions, the
   * reports, the resources (fuel and cargo leave the planet) and the ships are refreshed.
   */
  create: () =>
    mutationOptions({
      mutationKey: [...missionKeys.all, 'create'] as const,
      mutationFn: (body: CreateMissionBody) => createMission(body),
      onSuccess: (_mission, _body, _result, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: missionKeys.all }),
          client.invalidateQueries({ queryKey: resourceKeys.all }),
          client.invalidateQueries({ queryKey: shipKeys.all }),
        ]),
    }),
  /** POST /fleet/missions/{id}/cancel/ for a mission; refreshes the missions. */
  cancel: () =>
    mutationOptions({
      mutationKey: [...missionKeys.all, 'cancel'] as const,
      mutationFn: (mission: Pick<Mission, 'id'>) => cancelMission(mission.id),
      onSuccess: (_mission, _variables, _result, { client }) => client.invalidateQueries({ queryKey: missionKeys.all }),
    }),
  /**
   * POST /fleet/missions/process/ ('Procesar'); refreshes the missions, reports (new ones
   * arrive), resources and ships (fleets come home).
   */
  process: () =>
    mutationOptions({
      mutationKey: [...missionKeys.all, 'process'] as const,
      mutationFn: () => processMissions(),
      onSuccess: (_result, _variables, _context, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: missionKeys.all }),
          client.invalidateQueries({ queryKey: reportKeys.all }),
          client.invalidateQueries({ queryKey: resourceKeys.all }),
          client.invalidateQueries({ queryKey: shipKeys.all }),
        ]),
    }),
};

/** Mutation factories for mission reports (spec p2 §2.6, §4 'Report', §7). */
export const reportMutations = {
  /** PATCH /missions/reports/{id}/ `{is_read: true}`; refreshes the lists and statistics. */
  markRead: () =>
    mutationOptions({
      mutationKey: [...reportKeys.all, 'markRead'] as const,
      mutationFn: (id: Id) => markReportRead(id),
      onSuccess: (_answer, _id, _result, { client }) => client.invalidateQueries({ queryKey: reportKeys.all }),
    }),
  /** POST /missions/reports/mark-all-read/; refreshes the lists and statistics. */
  markAllRead: () =>
    mutationOptions({
      mutationKey: [...reportKeys.all, 'markAllRead'] as const,
      mutationFn: () => markAllReportsRead(),
      onSuccess: (_answer, _variables, _result, { client }) => client.invalidateQueries({ queryKey: reportKeys.all }),
    }),
};
