import { describe, expect, it } from 'vitest';
import { server } from '@imperio/mocks/node';
import { DEMO_CREDENTIALS, listStyle, scenarios } from '@imperio/mocks';
import { login } from './auth';
import { buildDefenses, getDefenseTypes } from './defenses';
import { buildShips, getPlanetShips, getShipQueue, getShipTypes } from './ships';

const order = { ship_type_id: 3, planet_id: 101, quantity: 1 };

describe('build ships: error extraction (spec p2 §5)', () => {
  it.each([
    ['the first non_field_errors entry, even with a message beside it', scenarios.ships.buildFieldErrors, 'La cola del hangar está llena.'],
    ['message when there are no field errors', scenarios.ships.buildMessage, 'El hangar está en mantenimiento.'],
    ['error when there is neither', scenarios.ships.buildErrorField, 'Planeta bloqueado por modo vacaciones.'],
    ['nothing when the body is empty (the screen shows the default)', scenarios.ships.buildServerError, undefined],
  ])('reads %s', async (_name, scenario, expected) => {
    await login(DEMO_CREDENTIALS);
    server.use(...scenario);
    await expect(buildShips(order)).rejects.toMatchObject({ serverMessage: expected, fallbackKey: 'errors:ships.build' });
  });

  it('defences read the same order with their own default', async () => {
    await login(DEMO_CREDENTIALS);
    server.use(...scenarios.defenses.buildFieldErrors);
    await expect(buildDefenses({ defense_type_id: 7, planet_id: 101, quantity: 1 })).rejects.toMatchObject({
      serverMessage: 'Solo se puede construir una cúpula de cada tipo.',
      fallbackKey: 'errors:defenses.build',
    });
  });
});

describe('ship reads', () => {
  it('accept a plain array and a paginated answer alike', async () => {
    await login(DEMO_CREDENTIALS);
    const plain = await getShipTypes(101);
    listStyle.paginated = true;
    expect(await getShipTypes(101)).toEqual(plain);
    expect(plain.map((type) => type.code)).toEqual(expect.arrayContaining(['colony_ship', 'recycler', 'espionage_probe', 'deathstar']));
  });

  it('turn a wrong shape into a parse error with the load default', async () => {
    await login(DEMO_CREDENTIALS);
    server.use(...scenarios.ships.typesWrongShape, ...scenarios.defenses.typesWrongShape);
    await expect(getShipTypes(101)).rejects.toMatchObject({ kind: 'parse', fallbackKey: 'errors:ships.load' });
    await expect(getDefenseTypes(101)).rejects.toMatchObject({ kind: 'parse', fallbackKey: 'errors:defenses.load' });
  });

  it("refuse another player's planet", async () => {
    await login(DEMO_CREDENTIALS);
    await expect(getPlanetShips(201)).rejects.toMatchObject({ status: 404 });
    await expect(getShipQueue(201)).rejects.toMatchObject({ status: 404 });
  });
});
