import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { DEMO_BATTLE_METADATA, loginDemo } from '@imperio/mocks';
import type { MissionReport } from '@imperio/api-client';
import { demoReport } from './demoReport.testkit';
import { createI18n } from '../../i18n';
import { AppProviders } from '../../state/AppProviders';
import { createQueryClient } from '../../state/queryClient';
import { BattleReport } from './BattleReport';
import { EspionageReport } from './EspionageReport';

const SLOW = { timeout: 15_000 };
const battle: MissionReport = {
  id: 9,
  report_type: 'attack',
  title: 'Batalla en Helios [1:43:5]: victoria',
  content: 'Has ganado la batalla.',
  metadata: DEMO_BATTLE_METADATA,
  is_read: true,
  created_at: '2026-06-15T11:59:00Z',
};
const spy = demoReport('espionage', battle, 12);

/** Renders a report with every provider; returns the query client to read its cache. */
function renderReport(ui: ReactNode): QueryClient {
  const queryClient = createQueryClient();
  render(
    <AppProviders i18n={createI18n('es')} queryClient={queryClient}>
      {ui}
    </AppProviders>,
  );
  return queryClient;
}

/** The planet part of each cached unit-types query key (`['ships', 'types', planet]`). */
const typesKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.queryKey[1] === 'types')
    .map((query) => ({ key: query.queryKey.join('/'), status: query.state.status, fetching: query.state.fetchStatus }));

describe('reports read the unit types of the selected planet, and skip them without one', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['a battle', battle, ['ships/types/', 'defenses/types/']],
    ['a spy report', spy, ['ships/types/']],
  ] as const)('%s without a planet: its queries skip (no placeholder planet id in the cache)', async (_name, report, keys) => {
    const client = renderReport(report.report_type === 'attack' ? <BattleReport report={report} /> : <EspionageReport report={report} />);
    await screen.findAllByRole('table', undefined, SLOW);
    expect(typesKeys(client)).toEqual(keys.map((key) => ({ key, status: 'pending', fetching: 'idle' })));
  });

  it('a battle with the selected planet loads its ship and defence types', async () => {
    loginDemo();
    const client = renderReport(<BattleReport report={battle} />);
    await waitFor(() => {
      const loaded = typesKeys(client).filter((query) => query.status === 'success');
      expect(loaded.map((query) => query.key.split('/')[0]).sort()).toEqual(['defenses', 'ships']);
      for (const query of loaded) expect(query.key).toMatch(/\/types\/[1-9]\d*$/);
    }, SLOW);
  });
});
