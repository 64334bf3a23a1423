import { HttpResponse } from 'msw';
import { calls } from '@imperio/api-client/calls/index';
import { db } from '../db';
import { mockRoute } from './route';
import { list } from './util';

function numberParam(url: URL, name: string): number | undefined {
  const raw = url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : Number.NaN;
}

/** Debris fields (spec p1 §7.2, p2 §7): the nearby window, a filtered list, one field. */
export const debrisHandlers = [
  mockRoute(calls.getNearbyDebris, ({ request }) => {
    const url = new URL(request.url);
    const galaxy = numberParam(url, 'galaxy');
    const min = numberParam(url, 'system_min') ?? 1;
    const max = numberParam(url, 'system_max') ?? min;
    if (galaxy === undefined || [galaxy, min, max].some(Number.isNaN)) {
      return HttpResponse.json({ detail: 'Parámetros galaxy, system_min y system_max requeridos.' }, { status: 400 });
    }
    const found = db.debrisFields.findMany((q) => q.where({ galaxy, system: (system) => system >= min && system <= max }), {
      orderBy: { system: 'asc' },
    });
    return list(found);
  }),
  mockRoute(calls.getDebrisFields, ({ request }) => {
    const url = new URL(request.url);
    const filters = { galaxy: numberParam(url, 'galaxy'), system: numberParam(url, 'system'), position: numberParam(url, 'position') };
    const found = db.debrisFields
      .findMany(undefined, { orderBy: { id: 'asc' } })
      .filter((field) =>
        (Object.keys(filters) as Array<keyof typeof filters>).every((key) => filters[key] === undefined || field[key] === filters[key]),
      );
    return list(found);
  }),
  mockRoute(calls.getDebrisField, ({ params }) => {
    const field = db.debrisFields.findFirst((q) => q.where({ id: Number(params.id) }));
    return field ? HttpResponse.json(field) : HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });
  }),
];
