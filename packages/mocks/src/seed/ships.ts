import { db } from '../db';
import { addShips, seedUnitQueue, setShipyardLevel } from '../hangar';
import type { SeedContext } from './context';
import { UNIT_HEAD, UNIT_TAIL, zipRow, type RowOf } from './rows';
import type { ShipTypeRecord } from '../db/ships';
import { DEMO_USER_ID } from './demo';

/** The field each position of a catalogue row fills. */
const COLUMNS = [...UNIT_HEAD, 'cargo_capacity', 'speed', ...UNIT_TAIL] as const;
type Row = RowOf<typeof COLUMNS, ShipTypeRecord>;

/**
 * The ship catalogue (OGame-like). Codes are a contract: the fleet needs colony_ship, recycler,
 * espionage_probe and deathstar (spec p2 §5). Build times are short demo times (seconds per
 * unit); the espionage probe takes 5 s so a build can be watched end to end.
 */
export const SHIP_CATALOGUE: Row[] = [
  [
    'small_cargo',
    'Nave pequeña de carga',
    'civil',
    5,
    10,
    400,
    5_000,
    5_000,
    2_000,
    2_000,
    0,
    60,
    2,
    'Transporte ágil para mover recursos entre planetas.',
  ],
  [
    'large_cargo',
    'Nave grande de carga',
    'civil',
    5,
    25,
    1_200,
    25_000,
    7_500,
    6_000,
    6_000,
    0,
    180,
    4,
    'Gran bodega para rutas comerciales y evacuaciones.',
  ],
  [
    'light_fighter',
    'Cazador ligero',
    'combat',
    50,
    10,
    400,
    50,
    12_500,
    3_000,
    1_000,
    0,
    40,
    1,
    'Caza barato y rápido, la base de toda flota.',
  ],
  [
    'heavy_fighter',
    'Cazador pesado',
    'combat',
    150,
    25,
    1_000,
    100,
    10_000,
    6_000,
    4_000,
    0,
    100,
    3,
    'Más blindaje y potencia de fuego que el cazador ligero.',
  ],
  [
    'cruiser',
    'Crucero',
    'combat',
    400,
    50,
    2_700,
    800,
    15_000,
    20_000,
    7_000,
    2_000,
    300,
    5,
    'Rápido y bien armado; eficaz contra cazadores.',
  ],
  [
    'battleship',
    'Nave de batalla',
    'combat',
    1_000,
    200,
    6_000,
    1_500,
    10_000,
    45_000,
    15_000,
    0,
    600,
    7,
    'La columna vertebral de una flota de combate.',
  ],
  [
    'bomber',
    'Bombardero',
    'combat',
    1_000,
    500,
    7_500,
    500,
    4_000,
    50_000,
    25_000,
    15_000,
    900,
    8,
    'Diseñado para destruir defensas planetarias.',
  ],
  [
    'destroyer',
    'Destructor',
    'combat',
    2_000,
    500,
    11_000,
    2_000,
    5_000,
    60_000,
    50_000,
    15_000,
    1_200,
    9,
    'Nave pesada de línea con enorme potencia de fuego.',
  ],
  [
    'colony_ship',
    'Colonizador',
    'special',
    50,
    100,
    3_000,
    7_500,
    2_500,
    10_000,
    20_000,
    10_000,
    900,
    4,
    'Funda una colonia en una posición libre.',
  ],
  [
    'recycler',
    'Reciclador',
    'special',
    1,
    10,
    1_600,
    20_000,
    2_000,
    10_000,
    6_000,
    2_000,
    300,
    4,
    'Recoge los campos de escombros tras una batalla.',
  ],
  [
    'espionage_probe',
    'Sonda de espionaje',
    'special',
    0,
    0,
    100,
    5,
    100_000_000,
    0,
    1_000,
    0,
    5,
    3,
    'Sonda veloz que informa de recursos, flotas y defensas.',
  ],
  [
    'deathstar',
    'Estrella de la muerte',
    'special',
    200_000,
    50_000,
    900_000,
    1_000_000,
    100,
    5_000_000,
    4_000_000,
    1_000_000,
    7_200,
    12,
    'Capaz de destruir lunas enteras.',
  ],
];

/** Ships on the demo planets: the home planet has a fleet, Marea Azul (103) has none. */
const STOCK: Record<number, Array<[string, number]>> = {
  101: [
    ['small_cargo', 12],
    ['large_cargo', 4],
    ['light_fighter', 30],
    ['heavy_fighter', 8],
    ['cruiser', 3],
    ['colony_ship', 1],
    ['recycler', 2],
    ['espionage_probe', 15],
  ],
  102: [
    ['small_cargo', 5],
    ['light_fighter', 10],
    ['battleship', 2],
    ['recycler', 1],
  ],
};

/** Shipyard levels: the home planet builds almost everything, the young colony little. */
export const SHIPYARD_LEVELS: Record<number, number> = { 101: 8, 102: 5, 103: 2 };

/** Seeds ship types, the demo planets' hangars and Forja Boreal's (102) build queue. */
export async function seedShips(ctx: SeedContext): Promise<void> {
  for (const [index, row] of SHIP_CATALOGUE.entries()) await db.shipTypes.create({ id: index + 1, ...zipRow(COLUMNS, row) });
  for (const [planetId, level] of Object.entries(SHIPYARD_LEVELS)) await setShipyardLevel(Number(planetId), level);
  for (const [planetId, rows] of Object.entries(STOCK)) {
    for (const [code, quantity] of rows) await addShips(Number(planetId), code, quantity);
  }
  await seedUnitQueue('ships', 102, DEMO_USER_ID, [
    ['light_fighter', 8, 5, ctx.now + 15_000],
    ['cruiser', 2, 2, null],
    ['small_cargo', 10, 10, null],
  ]);
}
