import { describe, expect, it } from 'vitest';
import { DEMO_USER_ID, issueAccessToken, scenarios } from '@imperio/mocks';
import { server } from '@imperio/mocks/node';
import { ApiError } from '../errors';
import { getAccessToken, getRefreshToken, saveSession } from '../session';
import { constructBuilding, getBuildingTypes } from './buildings';

function login() {
  saveSession({
    access: issueAccessToken(DEMO_USER_ID),
    refresh: 'mock-refresh.1.none',
    user: { id: DEMO_USER_ID, username: 'demo' },
  });
}

describe('building types', () => {
  it('reads an array of types', async () => {
    login();
    const types = await getBuildingTypes();
    expect(types.map((t) => t.code)).toContain('metal_mine');
  });

  it('refuses anything but an array with "respuesta inválida del servidor"', async () => {
    login();
    server.use(...scenarios.buildings.typesNotArray);
    const error = await getBuildingTypes().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'parse', fallbackKey: 'errors:buildings.typesInvalid' });
  });

  it('keeps the detail of a failed load for "Error al cargar tipos de edificios: {detail}"', async () => {
    login();
    server.use(...scenarios.buildings.typesError);
    await expect(getBuildingTypes()).rejects.toMatchObject({
      fallbackKey: 'errors:buildings.typesDetail',
      serverMessage: 'Catálogo de edificios no disponible',
    });
  });

  it('on a 401 whose refresh fails, removes both tokens', async () => {
    login();
    server.use(...scenarios.buildings.sessionExpired);
    await expect(getBuildingTypes()).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });
});

describe('construct', () => {
  it('turns {success: false} into an error with the server message', async () => {
    login();
    server.use(...scenarios.buildings.upgradeRefused);
    await expect(constructBuilding({ building_type_id: 1, planet_id: 101 })).rejects.toMatchObject({
      serverMessage: 'Recursos insuficientes: faltan 1.200 de cristal',
    });
  });
});
