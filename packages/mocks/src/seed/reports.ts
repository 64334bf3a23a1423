import { clock } from '../clock';
import { db } from '../db';
import type { SeedContext } from './context';
import { DEMO_USER_ID } from './demo';
import { DEMO_REPORTS } from './reportTable';

let nextId = 1;

/**
 * Writes a mission report (spec p2 §3) for a user, unread, dated `at` (ms; default now).
 * Used by the fleet domain when a mission is processed at its destination, and by the seed.
 */
export async function createReport(input: {
  user_id: number;
  mission_id?: number | null;
  report_type: string;
  title: string;
  content: string;
  metadata?: Record<string, unknown>;
  at?: number;
  is_read?: boolean;
}) {
  const at = input.at ?? clock.now();
  return db.missionReports.create({
    id: nextId++,
    user_id: input.user_id,
    mission_id: input.mission_id ?? null,
    report_type: input.report_type,
    title: input.title,
    content: input.content,
    metadata: input.metadata ?? {},
    is_read: input.is_read ?? false,
    created_ms: at,
    created_at: new Date(at).toISOString(),
  });
}

/** Writes the demo commander's report history (`DEMO_REPORTS`), dated from the seed's now. */
export async function seedReports(ctx: SeedContext): Promise<void> {
  nextId = 1;
  for (const { ago, ...row } of DEMO_REPORTS) {
    await createReport({ ...row, metadata: { ...row.metadata }, user_id: DEMO_USER_ID, at: ctx.now - ago });
  }
}
