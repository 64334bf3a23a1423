import { expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '@imperio/mocks';
import { httpSettings } from './client';

// A file of its own: the schemas must not have loaded before this test. The `unit` project shares
// modules between the files of a worker (isolate: false), and an earlier file may have loaded
// them: this file takes fresh copies of the client's modules, pointed at the MSW server the setup
// pointed the shared copy at (tests/setup/msw-node.ts).
vi.resetModules();
(await import('./client')).configureHttp(httpSettings());
const { login } = await import('../endpoints/auth');
const { getOwnPlanets } = await import('../endpoints/planets');
const { getNotificationCounts } = await import('../endpoints/notifications');
const { schemasLoaded } = await import('../schemas/load');

it('parses the answers that waited for the schemas one per task, not all in the task where they arrive', async () => {
  await login(DEMO_CREDENTIALS);
  expect(schemasLoaded()).toBe(false);
  const settled: string[] = [];
  const planets = getOwnPlanets().then(() => settled.push('planets'));
  const counts = getNotificationCounts().then(() => settled.push('counts'));
  const first = await Promise.race([planets, counts]).then(() => settled[0]);
  // Every microtask of the first answer's task: the second answer is not parsed among them.
  for (let i = 0; i < 100; i++) await Promise.resolve();
  expect(settled).toEqual([first]);
  await Promise.all([planets, counts]);
  expect(settled).toHaveLength(2);
  expect(schemasLoaded()).toBe(true);
});
