import { DEMO_REPORTS } from '@imperio/mocks';
import type { MissionReport } from '@imperio/api-client';

/**
 * A report of `type` as the demo universe seeds it (its title, content and metadata), over
 * `base` (read state, date), with `id` and any field of `over`: the stories' and tests' sample
 * of one report type.
 * @throws when the demo universe seeds no report of that type
 */
export function demoReport(type: string, base: MissionReport, id: number, over: Partial<MissionReport> = {}): MissionReport {
  const row = DEMO_REPORTS.find((report) => report.report_type === type);
  if (!row) throw new Error(`the demo universe seeds no ${type} report`);
  return { ...base, id, report_type: type, title: row.title, content: row.content, metadata: { ...row.metadata }, ...over };
}
