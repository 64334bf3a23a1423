import { routes } from '@imperio/api-client';
import { db } from '../db';
import { registerTick } from '../universe';
import { advanceYard, yardHandlers, type YardAdapter } from './ships';

type DefenseQueueRow = ReturnType<typeof db.defenseQueue.all>[number];

async function addDefenses(planetId: number, typeId: number, count: number): Promise<void> {
  const row = db.planetDefenses.findFirst((q) => q.where({ planet_id: planetId, defense_type: typeId }));
  if (row) {
    await db.planetDefenses.update(row, { data: (r) => void (r.quantity += count) });
    return;
  }
  const type = db.defenseTypes.findFirst((q) => q.where({ id: typeId }));
  const id = Math.max(0, ...db.planetDefenses.all().map((r) => r.id)) + 1;
  await db.planetDefenses.create({ id, planet_id: planetId, defense_type: typeId, defense_type_name: type?.name ?? null, quantity: count });
}

/** The defence yard's adapter: the shipyard's rules over the defence collections. */
export const defenseYard: YardAdapter<DefenseQueueRow> = {
  routes: routes.defenses,
  typeIdField: 'defense_type_id',
  types: () => db.defenseTypes.findMany(undefined, { orderBy: { id: 'asc' } }),
  typeOfItem: (item) => item.defense_type,
  stock: (planetId) =>
    db.planetDefenses
      .findMany((q) => q.where({ planet_id: planetId }), { orderBy: { defense_type: 'asc' } })
      .filter((row) => row.quantity > 0)
      .map(({ planet_id: _planet, ...row }) => row),
  queue: (planetId) =>
    db.defenseQueue.findMany(planetId === undefined ? undefined : (q) => q.where({ planet_id: planetId }), { orderBy: { position: 'asc' } }),
  publicItem: (item) => ({
    id: item.id,
    defense_type: item.defense_type,
    defense_type_name: item.defense_type_name,
    quantity: item.quantity,
    quantity_remaining: item.quantity_remaining,
    is_building: item.finished_ms === null && item.current_ends_ms !== null,
    current_defense_ends: item.current_ends_ms === null ? null : new Date(item.current_ends_ms).toISOString(),
    build_time: item.build_time,
  }),
  createItem: ({ type, ...init }) =>
    db.defenseQueue.create({
      ...init,
      defense_type: type.id,
      defense_type_name: type.name,
      quantity_remaining: init.quantity,
      build_time: type.build_time,
      finished_ms: null,
      is_building: init.current_ends_ms !== null,
      current_defense_ends: null,
    }),
  updateItem: async (id, patch) => {
    await db.defenseQueue.update((q) => q.where({ id }), { data: (row) => void Object.assign(row, patch) });
  },
  deleteItem: (id) => void db.defenseQueue.delete((q) => q.where({ id })),
  addStock: addDefenses,
  texts: {
    invalidType: 'Tipo de defensa no válido.',
    finishedTitle: 'Defensas construidas',
    finishedMessage: (count, name, planet) => `${count} × ${name} listas en ${planet}.`,
  },
};

registerTick('defenses', (now) => advanceYard(defenseYard, now));

/** Defence calls (spec p2 §7): types, planet defences, queue, build, complete. */
export const defenseHandlers = yardHandlers(defenseYard);
