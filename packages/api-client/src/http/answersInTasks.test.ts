import { expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@imperio/mocks';
import { login } from '../endpoints/auth';
import { getOwnPlanets } from '../endpoints/planets';
import { getNotificationCounts } from '../endpoints/notifications';
import { schemasLoaded } from '../schemas/load';

// A file of its own: the schemas must not have loaded before this test.
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
