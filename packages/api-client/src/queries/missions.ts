import { queryOptions } from '@tanstack/react-query';
import { config } from '../config';
import {
  getActiveMissions,
  getMissionProcessingStatus,
  getMissionReport,
  getMissionReports,
  getMissions,
  getMissionTypes,
  getReportStatistics,
  previewMission,
  type ReportFilters,
} from '../endpoints/missions';
import type { Id } from '../schemas/common';
import type { MissionPreviewBody } from '../schemas/mission';

/** Keys nested from `['missions']`; a create, cancel or process invalidates `missionKeys.all`. */
export const missionKeys = {
  all: ['missions'] as const,
  active: () => [...missionKeys.all, 'active'] as const,
  list: () => [...missionKeys.all, 'list'] as const,
  types: () => [...missionKeys.all, 'types'] as const,
  status: () => [...missionKeys.all, 'status'] as const,
  preview: (body: MissionPreviewBody) => [...missionKeys.all, 'preview', body] as const,
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
    queryOptions({ queryKey: missionKeys.list(), queryFn: ({ signal }) => getMissions(signal), refetchInterval: config.intervals.activeMissionsMs }),
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
  preview: (body: MissionPreviewBody) =>
    queryOptions({ queryKey: missionKeys.preview(body), queryFn: ({ signal }) => previewMission(body, signal), retry: false, staleTime: 30_000 }),
};

/** Keys nested from `['reports']`; reading or mark-all invalidates `reportKeys.all`. */
export const reportKeys = {
  all: ['reports'] as const,
  list: (filters: ReportFilters = {}) => [...reportKeys.all, 'list', { is_read: filters.is_read ?? null }] as const,
  detail: (id: Id) => [...reportKeys.all, 'detail', String(id)] as const,
  statistics: () => [...reportKeys.all, 'statistics'] as const,
};

/** Query factories for mission reports (spec p2 §2.6, §7). */
export const reportQueries = {
  /** One page of 20 reports (spec p2 §9), all or only unread (`{is_read: false}`). */
  list: (filters: ReportFilters = {}) =>
    queryOptions({ queryKey: reportKeys.list(filters), queryFn: ({ signal }) => getMissionReports(filters, signal) }),
  detail: (id: Id) => queryOptions({ queryKey: reportKeys.detail(id), queryFn: ({ signal }) => getMissionReport(id, signal) }),
  /** Totals for the filter labels and the unread badge, refreshed with the status poll (30 s). */
  statistics: () =>
    queryOptions({
      queryKey: reportKeys.statistics(),
      queryFn: ({ signal }) => getReportStatistics(signal),
      refetchInterval: config.intervals.fleetStatusMs,
      retry: false,
    }),
};
