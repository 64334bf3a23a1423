import { useMemo, type ReactNode } from 'react';
import type { Message, MissionReport } from '@imperio/api-client';
import type { SpyPlan } from '../../lib/espionageReport';
import { BattleReport } from './BattleReport';
import { EspionageReport } from './EspionageReport';

/** Message categories that are mission reports, and the report type each stands for. */
const REPORT_TYPE_OF: Readonly<Record<string, string>> = { ESPIONAGE_REPORT: 'espionage', BATTLE_REPORT: 'attack' };

/** A message's HTML as plain text lines (block ends become line breaks), without running or loading anything. */
export function htmlText(html: string): string {
  return html
    .replace(/<\s*(br|\/p|\/div|\/li|\/tr|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * The mission report as a message that is one (spec p2 §2.7 reader; categories ESPIONAGE_REPORT
 * and BATTLE_REPORT): the same spy table and actions, or the same battle view, as the reports
 * dialog shows, read from the message's metadata, its text and its planet. Other categories: nothing.
 * @param message the message as loaded (content is HTML, metadata a free map)
 * @param actions a spy report's actions, from the screen (screens/Reports SpyActions)
 */
export function MessageReport({ message, actions }: { message: Message; actions?: (plan: SpyPlan) => ReactNode }) {
  const type = REPORT_TYPE_OF[message.category ?? ''];
  const report = useMemo(
    (): MissionReport => ({
      // The views below never read the id: the message's own stands in (not a report's id).
      id: message.id,
      report_type: type ?? null,
      title: message.subject ?? '',
      content: htmlText(message.content ?? ''),
      metadata: {
        ...(message.metadata ?? {}),
        ...(message.related_planet_coordinates ? { coordinates: message.related_planet_coordinates } : {}),
      },
      is_read: true,
      created_at: message.created_at ?? null,
    }),
    [message, type],
  );
  if (type === 'espionage') return <EspionageReport report={report} actions={actions} />;
  if (type === 'attack') return <BattleReport report={report} />;
  return null;
}
