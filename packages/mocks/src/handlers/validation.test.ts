import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '@imperio/api-client';
import { db } from '../db';
import { TRANSPORT_BODY } from '../fixtures';
import { planetsOf } from '../galaxy';
import { DEMO_USER_ID } from '../seed/demo';
import { resetDemoAt } from '../testing';
import { issueAccessToken } from './util';

/**
 * Every write of the demo universe validates its body with the api-client's request schema
 * (validBody): a wrong body is a 400 with DRF field errors (`{"field": ["…"]}`), never a 500,
 * and nothing in the universe changes.
 */
const base = 'http://localhost/api/';

beforeEach(() => resetDemoAt());

/** Everything the universe holds, as JSON (the login throttle's bookkeeping aside). */
function snapshot(): string {
  return JSON.stringify(Object.entries(db).map(([name, collection]) => [name, name === 'loginFailures' ? [] : collection.all()]));
}

async function send(method: string, path: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${issueAccessToken(DEMO_USER_ID)}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

const freePlanetId = () => planetsOf(1, 42).find((planet) => !planet.owner)!.id;
const reportId = () => db.missionReports.findFirst((q) => q.where({ user_id: DEMO_USER_ID }))!.id;
const messageId = () => db.messages.findFirst((q) => q.where({ owner_id: DEMO_USER_ID, box: 'in' }))!.id;

/** [what, method, path, body (or a function of the seeded universe), the field the error names]. */
type Case = [string, string, () => string, unknown, string];
const cases: Case[] = [
  ['negative metal cargo', 'POST', () => routes.fleet.create, { ...TRANSPORT_BODY, metal_cargo: -1_000_000 }, 'metal_cargo'],
  ['fractional crystal cargo', 'POST', () => routes.fleet.create, { ...TRANSPORT_BODY, crystal_cargo: 0.5 }, 'crystal_cargo'],
  ['cargo as text', 'POST', () => routes.fleet.create, { ...TRANSPORT_BODY, deuterium_cargo: 'mucho' }, 'deuterium_cargo'],
  ['a ship count below 0', 'POST', () => routes.fleet.create, { ...TRANSPORT_BODY, ships: [{ small_cargo: -3 }] }, 'ships.0.small_cargo'],
  ['an origin that is a list', 'POST', () => routes.fleet.create, { ...TRANSPORT_BODY, origin_planet_id: [101] }, 'origin_planet_id'],
  ['preview speed as text', 'POST', () => routes.fleet.preview, { origin_galaxy: 1, speed_percentage: 'rápido' }, 'speed_percentage'],
  ['vacation_mode "yes"', 'PATCH', () => routes.auth.profile, { vacation_mode: 'yes' }, 'vacation_mode'],
  ['a number as display_name', 'PATCH', () => routes.auth.profile, { display_name: 42 }, 'display_name'],
  ['a 100 000-character display_name', 'PATCH', () => routes.auth.profile, { display_name: 'x'.repeat(100_000) }, 'display_name'],
  ['time zone Not/AZone', 'PATCH', () => routes.auth.profile, { timezone: 'Not/AZone' }, 'timezone'],
  ['language klingon', 'PATCH', () => routes.auth.profile, { language: 'tlh' }, 'language'],
  ['vacation_until "not a date"', 'PATCH', () => routes.auth.profile, { vacation_until: 'not a date' }, 'vacation_until'],
  ['a profile body that is a list', 'PATCH', () => routes.auth.profile, [{ display_name: 'x' }], 'non_field_errors'],
  ['a profile body that is not JSON', 'PATCH', () => routes.auth.profile, '{display_name:', 'non_field_errors'],
  ['report is_read "yes"', 'PATCH', () => routes.reports.detail(reportId()), { is_read: 'yes' }, 'is_read'],
  ['message ids as text', 'POST', () => routes.messages.actions, { action: 'delete', message_ids: 'all' }, 'message_ids'],
  [
    'a 100 000-character subject',
    'POST',
    () => routes.messages.send,
    { recipient_username: 'nova', subject: 's'.repeat(100_000), content: 'hola' },
    'subject',
  ],
  [
    'a message body over 10 000 characters',
    'POST',
    () => routes.messages.send,
    { recipient_username: 'nova', subject: 'hola', content: 'c'.repeat(10_001) },
    'content',
  ],
  [
    'a reply to a list of ids',
    'POST',
    () => routes.messages.reply,
    () => ({ original_message_id: [messageId()], subject: 'Re', content: 'hola' }),
    'original_message_id',
  ],
  ['notification ids as text', 'POST', () => routes.notifications.markShown, { notification_ids: 'all' }, 'notification_ids'],
  ['a notification title as a number', 'POST', () => routes.notifications.create, { notif_type: 'info', title: 42 }, 'title'],
  ['an unknown bulk action', 'POST', () => routes.notifications.bulkAction, { action: 'delete_all' }, 'action'],
  ['a building type in a list', 'POST', () => routes.buildings.construct, { building_type_id: [1], planet_id: 101 }, 'building_type_id'],
  ['a research planet in a list', 'POST', () => routes.research.start, { research_type_id: 1, planet_id: [101] }, 'planet_id'],
  ['a ship order planet in a list', 'POST', () => routes.ships.build, { ship_type_id: 3, planet_id: [101], quantity: 1 }, 'planet_id'],
  ['a defence order of 10 000', 'POST', () => routes.defenses.build, { defense_type_id: 1, planet_id: 101, quantity: 10_000 }, 'quantity'],
  ['a colony ship from planet "abc"', 'POST', () => routes.galaxy.colonize(freePlanetId()), { planet_id: 'abc' }, 'planet_id'],
  ['a login with a number as username', 'POST', () => routes.auth.login, { username: 42, password: 'imperio' }, 'username'],
];

describe('every write validates its body', () => {
  it.each(cases)('refuses %s with a 400 naming the field, and changes nothing', async (_what, method, path, body, field) => {
    const before = snapshot();
    const answer = await send(method, path(), typeof body === 'function' ? (body as () => unknown)() : body);
    expect(answer.status).toBe(400);
    const errors = answer.json as Record<string, unknown>;
    expect(errors[field]).toEqual([expect.any(String)]);
    for (const messages of Object.values(errors)) expect(messages).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(snapshot()).toBe(before);
  });

  it('keeps both planets’ stock when a negative cargo is refused', async () => {
    const stock = () => db.planetEconomy.all().map((row) => JSON.stringify(row));
    const before = stock();
    await send('POST', routes.fleet.create, { ...TRANSPORT_BODY, metal_cargo: -1_000_000 });
    expect(stock()).toEqual(before);
    expect(db.missions.findMany((q) => q.where({ user_id: DEMO_USER_ID })).filter((m) => m.id >= 1000)).toHaveLength(0);
  });

  it('still accepts a valid write (the schemas are not stricter than the client)', async () => {
    expect((await send('POST', routes.fleet.create, TRANSPORT_BODY)).status).toBe(201);
    expect(
      (await send('PATCH', routes.auth.profile, { display_name: '  Almirante  ', timezone: 'Asia/Tokyo', vacation_until: null })).status,
    ).toBe(200);
    expect(db.users.findFirst((q) => q.where({ id: DEMO_USER_ID }))).toMatchObject({ display_name: 'Almirante', timezone: 'Asia/Tokyo' });
  });
});
