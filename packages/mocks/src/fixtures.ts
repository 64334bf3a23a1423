import type { CreateMissionBody } from '@imperio/api-client';

/**
 * Request bodies that tests of several packages send or expect. Data only (no universe), so the
 * setup-free `rules` tests import it too, as `@imperio/mocks/fixtures`.
 */

/** POST /missions/create/ (spec p2 §7): 3 small cargos from Nueva Esperanza (101) to 1:44:4, full speed. */
export const TRANSPORT_BODY: CreateMissionBody = {
  mission_type: 'transport',
  origin_planet_id: 101,
  destination_galaxy: 1,
  destination_system: 44,
  destination_position: 4,
  destination_type: 'planet',
  speed_percentage: 100,
  metal_cargo: 1_000,
  crystal_cargo: 500,
  deuterium_cargo: 0,
  ships: [{ small_cargo: 3 }],
};
