import { Collection } from '@msw/data';
import { missionReportSchema } from '@imperio/api-client/schemas/index';
import { z } from 'zod';
import { extend } from 'zod/mini';

/** Mission reports per user (spec p2 §3), written when a mission is processed at its destination. */
export const missionReports = new Collection({
  schema: extend(missionReportSchema, {
    id: z.number(),
    user_id: z.number(),
    mission_id: z.number().nullable(),
    is_read: z.boolean(),
    created_ms: z.number(),
  }),
});

export type MissionReportRecord = ReturnType<typeof missionReports.all>[number];

/** The report as the API serves it (without the indexing fields). */
export function publicReport(record: MissionReportRecord) {
  const { user_id: _user, mission_id: _mission, created_ms: _created, ...report } = record;
  return report;
}
