import { clock } from '../clock';
import { db } from '../db';
import type { MissionRecord } from '../db/missions';
import { credit } from '../economy';
import { addShips } from '../hangar';
import { notify } from '../seed/notifications';
import { refuse, type Refusal } from './launch';
import { arrive, shipLines, typeLabel, type Aboard } from './reports';
import { SCHEDULER_LAG_MS } from './rules';

/**
 * Moving missions through time: the next event of a flight (departure, arrival, leaving the
 * destination, return), processing due events (the tick and 'Procesar'), whether a player has
 * events waiting (needs_processing), and cancelling (turning a fleet around).
 */

/** The ships and cargo land on the origin planet; FLEET_ARRIVAL 'Flota de regreso'. */
async function land(record: MissionRecord, at: number): Promise<void> {
  for (const ship of shipLines(record)) await addShips(record.origin_planet_id, ship.code, ship.quantity).catch(() => undefined);
  const aboard = { metal: record.metal_cargo ?? 0, crystal: record.crystal_cargo ?? 0, deuterium: record.deuterium_cargo ?? 0 };
  if (aboard.metal + aboard.crystal + aboard.deuterium > 0) await credit(record.origin_planet_id, aboard, at);
  await notify({
    user_id: record.user_id,
    notif_type: 'FLEET_ARRIVAL',
    title: 'Flota de regreso',
    message: `Tu flota de ${typeLabel(record)} regresó a ${record.origin_planet_data?.name ?? record.origin_planet_data?.coordinates ?? ''}.`,
    data: { planet_coordinates: record.origin_planet_data?.coordinates ?? undefined },
    at,
  });
}

/** The next event of a mission from its stored status: when, and whether it has effects. */
export function nextEvent(
  record: Pick<MissionRecord, 'status' | 'departure_ms' | 'arrival_ms' | 'hold_ms' | 'return_ms'>,
): { at: number; kind: 'depart' | 'arrive' | 'leave' | 'return'; effects: boolean } | null {
  switch (record.status) {
    case 'preparing':
      return { at: record.departure_ms, kind: 'depart', effects: false };
    case 'traveling':
      return { at: record.arrival_ms, kind: 'arrive', effects: true };
    case 'at_destination':
      return { at: record.arrival_ms + record.hold_ms, kind: 'leave', effects: false };
    case 'returning':
      return record.return_ms === null ? null : { at: record.return_ms, kind: 'return', effects: true };
    default:
      return null;
  }
}

/** Writes `patch` over a stored mission. @returns the updated record, or undefined if it is gone */
const patchMission = (record: MissionRecord, patch: Partial<MissionRecord>) =>
  db.missions.update(record, { data: (m) => void Object.assign(m, patch) });

const withCargo = (aboard: Aboard) => ({
  metal_cargo: aboard.metal,
  crystal_cargo: aboard.crystal,
  deuterium_cargo: aboard.deuterium,
  total_cargo: aboard.metal + aboard.crystal + aboard.deuterium,
});

/**
 * A finished mission's cargo: nothing is aboard any more (the split is zero), and `total_cargo`
 * keeps what the trip carried, so the history reads what a transport delivered (or a raid
 * brought home), not 'Carga: 0'. Spec p2 §3 'Mission' has one `total_cargo`; while a fleet
 * flies it is the load aboard, once the mission is over the load it carried.
 * @param carried the trip's largest load, in resource units
 */
const finished = (carried: number) => ({
  metal_cargo: 0,
  crystal_cargo: 0,
  deuterium_cargo: 0,
  total_cargo: carried,
  carried_cargo: carried,
});

/**
 * Processes one mission's due events up to `now`. Events with effects wait until they have been
 * due for `SCHEDULER_LAG_MS` unless `force` ('Procesar').
 * @returns how many events with effects were processed
 */
async function advanceOne(start: MissionRecord, now: number, force: boolean): Promise<number> {
  let record: MissionRecord = start;
  let processed = 0;
  for (let guard = 0; guard < 5; guard++) {
    const event = nextEvent(record);
    if (!event || event.at > now) break;
    if (event.effects && !force && event.at > now - SCHEDULER_LAG_MS) break;
    let patch: Partial<MissionRecord> = {};
    // The trip's largest load so far: what it set off with, then whatever it took on at the target.
    const carried = Math.max(record.carried_cargo ?? 0, record.total_cargo ?? 0);
    if (event.kind === 'depart') patch = { status: 'traveling' };
    if (event.kind === 'leave')
      patch = { status: record.return_ms === null ? 'completed' : 'returning', is_active: record.return_ms !== null };
    if (event.kind === 'arrive') {
      const after = await arrive(record, event.at);
      const ships = after.ships.map((ship) => ({ ship_code: ship.code, ship_name: ship.name, quantity: ship.quantity }));
      const status =
        after.lost || after.ships.length === 0 || record.return_ms === null
          ? 'completed'
          : record.hold_ms > 0
            ? 'at_destination'
            : 'returning';
      const load = after.aboard.metal + after.aboard.crystal + after.aboard.deuterium;
      patch = {
        status,
        is_active: status !== 'completed',
        ships,
        ...(status === 'completed'
          ? finished(Math.max(carried, load))
          : { ...withCargo(after.aboard), carried_cargo: Math.max(carried, load) }),
      };
      processed++;
    }
    if (event.kind === 'return') {
      await land(record, event.at);
      patch = {
        status: record.cancelled_ms !== null ? 'cancelled' : 'completed',
        is_active: false,
        ...finished(carried),
      };
      processed++;
    }
    const updated = await patchMission(record, patch);
    if (!updated) break;
    record = updated;
  }
  return processed;
}

/**
 * Advances every active mission to `now` (the tick and 'Procesar').
 * @param force process arrivals and returns at once (POST /fleet/missions/process/)
 * @returns the number of events with effects processed
 */
export async function processMissions(now: number = clock.now(), force = false): Promise<number> {
  let count = 0;
  for (const record of db.missions.findMany((q) => q.where({ is_active: true }), { orderBy: { id: 'asc' } }))
    count += await advanceOne(record, now, force);
  return count;
}

/** Whether a user has an arrival or return due and not yet processed (GET /fleet/missions/status/). */
export function needsProcessing(userId: number, now: number = clock.now()): boolean {
  return db.missions
    .findMany((q) => q.where({ user_id: userId, is_active: true }))
    .some((record) => {
      const event = nextEvent(record);
      return event !== null && event.effects && event.at <= now;
    });
}

/**
 * Cancels a mission (spec p2 §4: only while preparing, traveling or at_destination). A
 * preparing fleet stays home: ships, cargo and fuel go back and it ends 'cancelled'. A fleet
 * in flight or at the destination turns around: it flies back as long as it had flown out,
 * arrives home 'returning' → 'cancelled', and the arrival's effects never happen.
 * @returns the updated mission, or a refusal text
 */
export async function cancelFlight(
  record: MissionRecord,
  now: number = clock.now(),
): Promise<{ ok: true; record: MissionRecord } | Refusal> {
  if (record.status === 'preparing') {
    for (const ship of shipLines(record)) await addShips(record.origin_planet_id, ship.code, ship.quantity);
    await credit(
      record.origin_planet_id,
      {
        metal: record.metal_cargo ?? 0,
        crystal: record.crystal_cargo ?? 0,
        deuterium: (record.deuterium_cargo ?? 0) + (record.fuel_consumption ?? 0),
      },
      now,
    );
    const updated = await patchMission(record, {
      status: 'cancelled',
      is_active: false,
      cancelled_ms: now,
      ...withCargo({ metal: 0, crystal: 0, deuterium: 0 }),
    });
    return { ok: true, record: updated! };
  }
  if (record.status === 'traveling' || record.status === 'at_destination') {
    const back = record.status === 'traveling' ? Math.max(1_000, now - record.departure_ms) : record.arrival_ms - record.departure_ms;
    const returnMs = now + back;
    const updated = await patchMission(record, {
      status: 'returning',
      cancelled_ms: now,
      return_ms: returnMs,
      return_time: new Date(returnMs).toISOString(),
    });
    return { ok: true, record: updated! };
  }
  return refuse('Esta misión ya no se puede cancelar.');
}
