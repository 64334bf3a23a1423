import { saveSession } from '@imperio/api-client';
import { clock, STORY_NOW } from './clock';
import { issueAccessToken } from './handlers/util';
import { db } from './db';
import { DEMO_USER_ID } from './seed/demo';
import { resetUniverse } from './universe';

/**
 * Test helpers over the demo universe, for the unit tests of mocks, api-client and ui: the
 * arrange steps every such test repeated (reseed, freeze the clock, log the demo player in).
 */

/** The tests' start time: 2026-06-15 12:00 UTC, the stories' `STORY_NOW`. */
export const TEST_NOW = STORY_NOW;

/** Saves a fresh demo session in the client (an access token lives 5 minutes of mock time). */
export function loginDemo(): void {
  saveSession({ access: issueAccessToken(DEMO_USER_ID), refresh: 'r', user: { id: DEMO_USER_ID, display_name: 'Almirante Demo' } });
}

/**
 * Saves a session in the client for any commander of the demo by username (the rivals'
 * passwords are random, so a test that plays one signs in this way).
 * @throws Error when no commander has that username
 */
export function loginAsPlayer(username: string): void {
  const user = db.users.findFirst((q) => q.where({ username }));
  if (!user) throw new Error(`no commander ${username} in the demo universe`);
  saveSession({ access: issueAccessToken(user.id), refresh: 'r', user: { id: user.id, display_name: user.display_name } });
}

/** Freezes the mock clock at `ms` (epoch ms) and logs the demo player in again. */
export function loginAt(ms: number): void {
  clock.freeze(ms);
  loginDemo();
}

/** Moves the mock clock by `ms` and logs in again (the token of before may have expired). */
export function advanceAndLogin(ms: number): void {
  clock.advance(ms);
  loginDemo();
}

/** Reseeds the demo universe at `ms` (default `TEST_NOW`), freezes the clock there and logs in: the usual `beforeEach`. */
export async function resetDemoAt(ms: number = TEST_NOW): Promise<void> {
  clock.freeze(ms);
  await resetUniverse({ now: ms });
  loginDemo();
}
