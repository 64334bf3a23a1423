import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@imperio/api-client';
import { planetsOf } from '../galaxy';
import { removeShips, shipsOnPlanet } from '../hangar';
import { DEMO_USER_ID } from '../seed/demo';
import { resetDemoAt } from '../testing';
import { issueAccessToken } from './util';

/**
 * Colonising (spec p1 §2.6: a free slot 'Requiere nave colonizadora'): a colony ship from the
 * chosen planet founds the colony and is used up; without one the server refuses.
 */
const colonyShips = (planetId: number) => shipsOnPlanet(planetId).find((ship) => ship.code === 'colony_ship')?.quantity ?? 0;
const freeIds = () =>
  planetsOf(1, 42)
    .filter((planet) => !planet.owner)
    .map((planet) => planet.id);

async function colonize(planetId: number, body?: unknown) {
  const response = await fetch(`http://localhost/api/${routes.galaxy.colonize(planetId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${issueAccessToken(DEMO_USER_ID)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

beforeEach(() => resetDemoAt());

describe('colonise', () => {
  it('takes the colony ship from the chosen planet', async () => {
    expect(colonyShips(101)).toBe(1);
    const [target] = freeIds();
    const answer = await colonize(target!, { planet_id: 101 });
    expect(answer.status).toBe(201);
    expect(answer.json.owner).toMatchObject({ id: DEMO_USER_ID });
    expect(colonyShips(101)).toBe(0);
  });

  it("refuses with 'Requiere nave colonizadora' from a planet without one, and founds nothing", async () => {
    const [target] = freeIds();
    expect(colonyShips(102)).toBe(0);
    expect(await colonize(target!, { planet_id: 102 })).toEqual({ status: 400, json: { message: 'Requiere nave colonizadora' } });
    expect(freeIds()).toContain(target);
    expect(colonyShips(101)).toBe(1);
  });

  it('uses a planet that has one when none is named, and refuses once none is left', async () => {
    const [first, second] = freeIds();
    expect((await colonize(first!)).status).toBe(201);
    expect(colonyShips(101)).toBe(0);
    expect(await colonize(second!)).toEqual({ status: 400, json: { message: 'Requiere nave colonizadora' } });
    expect(freeIds()).toContain(second);
  });

  it("refuses a planet that is not the player's as the ship's origin", async () => {
    await removeShips(101, 'colony_ship', 1);
    const [target] = freeIds();
    const answer = await colonize(target!, { planet_id: 201 });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ planet_id: [expect.any(String)] });
  });
});
