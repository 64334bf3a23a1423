import { http, HttpResponse } from 'msw';
import { routes, type UnitKind } from '@imperio/api-client';
import { defenseOrderRequestSchema, shipOrderRequestSchema } from '@imperio/api-client/schemas/requests';
import type { z } from 'zod';
import { clock } from '../clock';
import { db } from '../db';
import { spend } from '../economy';
import {
  addUnitsById,
  advanceQueue,
  firstEnd,
  shipyardLevel,
  unitCollections,
  type QueueTiming,
  type UnitRow,
  type UnitRows,
} from '../hangar';
import { notify } from '../seed/notifications';
import { api, authed, list, validBody } from './util';

/** What a yard (shipyard or defence) stores of a queue item, beyond the API's fields. */
export interface YardQueueRecord {
  id: number;
  planet_id: number;
  user_id: number;
  quantity: number;
  quantity_remaining: number;
  build_time: number;
  position: number;
  current_ends_ms: number | null;
  finished_ms: number | null;
}

interface YardType {
  id: number;
  name: string;
  build_time: number;
  required_shipyard_level: number;
  metal_cost: number;
  crystal_cost: number;
  deuterium_cost: number;
}

/** The differences between the shipyard and the defence yard; the rules are shared. */
export interface YardAdapter<Q extends YardQueueRecord> {
  routes: { complete: string; types: string; planet: (id: `:${string}`) => string; queue: string; build: string };
  /** Body field with the type id: `ship_type_id` or `defense_type_id`. */
  typeIdField: string;
  /** The api-client's schema of the build order's body (`shipOrderRequestSchema` or `defenseOrderRequestSchema`). */
  orderSchema: z.core.$ZodType;
  types: () => YardType[];
  typeOfItem: (item: Q) => number;
  stock: (planetId: number) => unknown[];
  queue: (planetId?: number) => Q[];
  publicItem: (item: Q) => object;
  createItem: (init: {
    id: number;
    planet_id: number;
    user_id: number;
    type: YardType;
    quantity: number;
    position: number;
    current_ends_ms: number | null;
  }) => Promise<Q>;
  updateItem: (id: number, patch: Partial<YardQueueRecord> & { is_building: boolean }) => Promise<void>;
  deleteItem: (id: number) => void;
  addStock: (planetId: number, typeId: number, count: number) => Promise<void>;
  texts: { invalidType: string; finishedTitle: string; finishedMessage: (count: number, name: string, planet: string) => string };
}

function isoOrNull(ms: number | null): string | null {
  return ms === null ? null : new Date(ms).toISOString();
}

function ownPlanet(planetId: number, userId: number) {
  const planet = db.planets.findFirst((q) => q.where({ id: planetId }));
  return planet && planet.owner?.id === userId ? planet : undefined;
}

const NOT_FOUND = { detail: 'Planeta no encontrado.' };

function formatEs(value: number): string {
  return new Intl.NumberFormat('es-ES').format(Math.ceil(value));
}

/** Brings every planet's queue of a yard up to `now`: produced units land in the stock. */
export async function advanceYard<Q extends YardQueueRecord>(yard: YardAdapter<Q>, now: number): Promise<void> {
  const byPlanet = new Map<number, Q[]>();
  for (const item of yard.queue()) byPlanet.set(item.planet_id, [...(byPlanet.get(item.planet_id) ?? []), item]);
  for (const [planetId, items] of byPlanet) {
    const timings: QueueTiming[] = items.map((item) => ({ ...item, type_id: yard.typeOfItem(item) }));
    const result = advanceQueue(timings, now);
    for (const update of result.updates) await yard.updateItem(update.id, update);
    for (const { type_id, count } of result.produced) await yard.addStock(planetId, type_id, count);
    for (const id of result.finished) {
      const item = items.find((i) => i.id === id)!;
      const type = yard.types().find((t) => t.id === yard.typeOfItem(item));
      const planet = db.planets.findFirst((q) => q.where({ id: planetId }));
      await notify({
        user_id: item.user_id,
        notif_type: 'BUILD_COMPLETE',
        title: yard.texts.finishedTitle,
        message: yard.texts.finishedMessage(item.quantity, type?.name ?? '', planet?.name ?? ''),
        data: { planet_coordinates: planet?.coordinates ?? undefined, building_name: type?.name },
        at: result.updates.find((u) => u.id === id)?.finished_ms ?? now,
      });
    }
  }
}

/**
 * The five calls of a yard (spec p2 §7): types by planet, the planet's stock, its queue, build
 * (validates the type, the quantity, the shipyard level and the resources, then spends them and
 * queues the item) and complete (registers finished items).
 */
export function yardHandlers<Q extends YardQueueRecord>(yard: YardAdapter<Q>) {
  return [
    http.get(
      api(yard.routes.types),
      authed(() => list(yard.types())),
    ),
    http.get(
      api(yard.routes.planet(':planetId')),
      authed(({ params, user }) => {
        const planetId = Number(params.planetId);
        if (!ownPlanet(planetId, user.id)) return HttpResponse.json(NOT_FOUND, { status: 404 });
        return list(yard.stock(planetId));
      }),
    ),
    http.get(
      api(yard.routes.queue),
      authed(({ request, user }) => {
        const planetId = Number(new URL(request.url).searchParams.get('planet_id'));
        if (!ownPlanet(planetId, user.id)) return HttpResponse.json(NOT_FOUND, { status: 404 });
        return list(yard.queue(planetId).map(yard.publicItem));
      }),
    ),
    http.post(
      api(yard.routes.build),
      authed(async ({ request, user }) => {
        const parsed = await validBody(request, yard.orderSchema);
        if (!parsed.ok) return parsed.response;
        const body = parsed.data as Record<string, unknown> & { planet_id: number; quantity: number };
        const planetId = body.planet_id;
        if (!ownPlanet(planetId, user.id))
          return HttpResponse.json({ non_field_errors: ['Planeta no encontrado o no es tuyo.'] }, { status: 400 });
        const type = yard.types().find((t) => t.id === Number(body[yard.typeIdField]));
        if (!type) return HttpResponse.json({ non_field_errors: [yard.texts.invalidType] }, { status: 400 });
        const quantity = body.quantity;
        if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
          return HttpResponse.json({ non_field_errors: ['La cantidad debe ser un número entero mayor o igual a 1.'] }, { status: 400 });
        }
        const level = shipyardLevel(planetId);
        if (level < type.required_shipyard_level) {
          return HttpResponse.json(
            { non_field_errors: [`Nivel de hangar insuficiente: se requiere nivel ${type.required_shipyard_level} (actual ${level}).`] },
            { status: 400 },
          );
        }
        const cost = {
          metal: type.metal_cost * quantity,
          crystal: type.crystal_cost * quantity,
          deuterium: type.deuterium_cost * quantity,
        };
        const paid = await spend(planetId, cost);
        if (!paid.ok) {
          const names = { metal: 'metal', crystal: 'cristal', deuterium: 'deuterio' } as const;
          const missing = (Object.entries(paid.missing) as Array<[keyof typeof names, number]>).map(
            ([key, amount]) => `${formatEs(amount)} de ${names[key]}`,
          );
          return HttpResponse.json({ non_field_errors: [`Recursos insuficientes: faltan ${missing.join(', ')}.`] }, { status: 400 });
        }
        const items = yard.queue(planetId);
        const now = clock.now();
        const timings = items.map((item) => ({ ...item, type_id: yard.typeOfItem(item) }));
        const id = Math.max(0, ...yard.queue().map((item) => item.id)) + 1;
        const position = Math.max(-1, ...items.map((item) => item.position)) + 1;
        const created = await yard.createItem({
          id,
          planet_id: planetId,
          user_id: user.id,
          type,
          quantity,
          position,
          current_ends_ms: firstEnd(timings, now, type.build_time),
        });
        return HttpResponse.json(yard.publicItem(created) as never, { status: 201 });
      }),
    ),
    http.post(
      api(yard.routes.complete),
      authed(({ user }) => {
        const done = yard.queue().filter((item) => item.user_id === user.id && item.finished_ms !== null);
        for (const item of done) yard.deleteItem(item.id);
        return HttpResponse.json({ completed_count: done.length });
      }),
    ),
  ];
}

type YardRow = YardQueueRecord & UnitRow;

/** The texts of each yard (the mock server speaks the spec's Spanish). */
const YARD_TEXTS = {
  ships: { invalidType: 'Tipo de nave no válido.', finishedTitle: 'Naves construidas' },
  defenses: { invalidType: 'Tipo de defensa no válido.', finishedTitle: 'Defensas construidas' },
} as const;

/**
 * The adapter of one yard over its collections: the API field names come from the kind
 * (`ship_type`, `ship_type_name`, `current_ship_ends`; likewise `defense_…`).
 * @param kind `'ships'` or `'defenses'`
 */
export function unitYardAdapter(kind: UnitKind): YardAdapter<YardRow> {
  const { types, stock, queue: rows, typeField, endsField } = unitCollections(kind);
  const queue = rows as UnitRows<YardRow>;
  return {
    routes: routes[kind],
    typeIdField: `${typeField}_id`,
    orderSchema: kind === 'ships' ? shipOrderRequestSchema : defenseOrderRequestSchema,
    types: () => types.findMany(undefined, { orderBy: { id: 'asc' } }) as unknown as YardType[],
    typeOfItem: (item) => item[typeField] as number,
    stock: (planetId) =>
      stock
        .findMany((q) => q.where({ planet_id: planetId }), { orderBy: { [typeField]: 'asc' } })
        .filter((row) => Number(row.quantity) > 0)
        .map(({ planet_id: _planet, ...row }) => row),
    queue: (planetId) =>
      queue.findMany(planetId === undefined ? undefined : (q) => q.where({ planet_id: planetId }), { orderBy: { position: 'asc' } }),
    publicItem: (item) => ({
      id: item.id,
      [typeField]: item[typeField],
      [`${typeField}_name`]: item[`${typeField}_name`],
      quantity: item.quantity,
      quantity_remaining: item.quantity_remaining,
      is_building: item.finished_ms === null && item.current_ends_ms !== null,
      [endsField]: isoOrNull(item.current_ends_ms),
      build_time: item.build_time,
    }),
    createItem: ({ type, ...init }) =>
      queue.create({
        ...init,
        [typeField]: type.id,
        [`${typeField}_name`]: type.name,
        quantity_remaining: init.quantity,
        build_time: type.build_time,
        finished_ms: null,
        is_building: init.current_ends_ms !== null,
        [endsField]: null,
      }),
    updateItem: async (id, patch) => {
      await queue.update((q) => q.where({ id }), { data: (row) => void Object.assign(row, patch) });
    },
    deleteItem: (id) => void queue.delete((q) => q.where({ id })),
    addStock: (planetId, typeId, count) => addUnitsById(kind, planetId, typeId, count),
    texts: { ...YARD_TEXTS[kind], finishedMessage: (count, name, planet) => `${count} × ${name} listas en ${planet}.` },
  };
}
