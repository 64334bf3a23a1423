import { describe, expect, it } from 'vitest';
import { server } from '@imperio/mocks/node';
import { DEMO_CREDENTIALS, recordRequests } from '@imperio/mocks';
import { login } from './endpoints/auth';
import { getMessage } from './endpoints/messages';
import { idParam, InvalidPathParameterError, isPositiveId, pathId, routes } from './routes';

/** Every value put into an API path is a validated, encoded id. */
const hostile = [
  '../missions/reports/901',
  '..%2fmissions%2freports%2f901',
  '%2e%2e/x',
  '901/../../auth/logout',
  '901?x=1',
  '901#x',
  '0',
  '-1',
  '1.5',
  '1e3',
  ' 1',
  '0x10',
  '',
  '99999999999999999999',
  'NaN',
];

describe('path ids', () => {
  it('accepts positive integers as numbers or decimal strings', () => {
    expect(pathId(901)).toBe('901');
    expect(pathId('901' as never)).toBe('901');
    expect(routes.messages.detail(7)).toBe('messages/7/');
    expect(routes.galaxy.system(1, 42)).toBe('galaxy/systems/1/42/');
  });

  it('refuses everything else in every path builder of the table', () => {
    const builders = Object.values(routes).flatMap((group): unknown[] =>
      Object.values(group).filter((entry) => typeof entry === 'function'),
    ) as Array<(...ids: unknown[]) => string>;
    expect(builders.length).toBeGreaterThanOrEqual(17);
    for (const builder of builders) {
      for (const value of [...hostile, 0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
        expect(() => builder(value, value)).toThrow(InvalidPathParameterError);
        if (builder.length > 1) expect(() => builder(1, value)).toThrow(InvalidPathParameterError);
      }
    }
  });

  it('lets route-pattern placeholders through for the mock handlers, nothing that looks like a path', () => {
    expect(routes.messages.detail(':id')).toBe('messages/:id/');
    expect(routes.buildings.planet('{planet_id}')).toBe('buildings/planet/{planet_id}/');
    expect(() => pathId('{../x}')).toThrow(InvalidPathParameterError);
    expect(() => pathId(':id/../x')).toThrow(InvalidPathParameterError);
    expect(() => pathId(':')).toThrow(InvalidPathParameterError);
  });

  it('reads URL parameters as ids or nothing', () => {
    expect(idParam('42')).toBe(42);
    for (const value of hostile) expect(idParam(value)).toBeNull();
    expect(idParam(null)).toBeNull();
    expect(isPositiveId(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('never sends a request for a hostile id', async () => {
    await login(DEMO_CREDENTIALS);
    const log = recordRequests(server);
    await expect(Promise.resolve().then(() => getMessage('../missions/reports/901' as never))).rejects.toBeInstanceOf(
      InvalidPathParameterError,
    );
    log.stop();
    expect(log.requests).toEqual([]);
  });
});
