import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { clock } from '../clock';
import { db } from '../db';
import { economyOf, stockAt } from '../economy';
import { legacyView, optimizedView, ownEconomies, RESOURCE_TYPES } from '../seed/resources';
import { api, authed, list } from './util';

function notFound() {
  return HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });
}

/** The user's planet with its economy, or null (not found or not theirs). */
function ownPlanet(id: unknown, userId: number) {
  const planet = db.planets.findFirst((q) => q.where({ id: Number(id) }));
  if (!planet || planet.owner?.id !== userId) return null;
  const economy = economyOf(planet.id);
  return economy ? { planet, economy } : null;
}

/** A few transactions per planet, derived from its economy (fields are not in the spec). */
function transactionsOf(userId: number, now: number) {
  const hour = 3_600_000;
  return ownEconomies(userId).flatMap(({ planet, economy }, index) => {
    const entry = (slot: number, resource_type: string, amount: number, reason: string, hoursAgo: number) => ({
      id: planet.id * 10 + slot,
      planet_id: planet.id,
      resource_type,
      amount,
      reason,
      created_at: new Date(now - hoursAgo * hour).toISOString(),
    });
    return [
      entry(1, 'metal', Math.round(economy.production_per_hour.metal), 'production', 1),
      entry(2, 'crystal', Math.round(economy.production_per_hour.crystal), 'production', 1),
      entry(3, 'metal', -(1_500 + index * 500), 'construction', 3),
    ];
  });
}

type OwnPlanet = NonNullable<ReturnType<typeof ownPlanet>>;

/** GET of one of the user's planets (`:id`): `view` of it, or 404 when it is not theirs. */
function perPlanet(path: string, view: (found: OwnPlanet) => object) {
  return http.get(
    api(path),
    authed(({ params, user }) => {
      const found = ownPlanet(params.id, user.id);
      return found ? HttpResponse.json(view(found)) : notFound();
    }),
  );
}

/** GET of a list with one `view` per planet of the user, at the mock's now. */
function everyPlanet(path: string, view: (found: OwnPlanet, now: number) => object) {
  return http.get(
    api(path),
    authed(({ user }) => {
      const now = clock.now();
      return list(ownEconomies(user.id).map((found) => view(found, now)));
    }),
  );
}

/** Every resources call of spec p1 §7.3, computed from the economy model (economy.ts). */
export const resourceHandlers = [
  http.get(
    api(routes.resources.types),
    authed(() => list([...RESOURCE_TYPES])),
  ),
  everyPlanet(routes.resources.optimizedPlanets, ({ planet, economy }, now) => optimizedView(planet, economy, now)),
  perPlanet(routes.resources.optimizedPlanet(':id'), ({ planet, economy }) => optimizedView(planet, economy)),
  everyPlanet(routes.resources.planets, ({ planet, economy }, now) => legacyView(planet, economy, now)),
  perPlanet(routes.resources.production(':id'), ({ economy }) => ({ ...economy.production_per_hour })),
  perPlanet(routes.resources.planet(':id'), ({ planet, economy }) => legacyView(planet, economy)),
  http.get(
    api(routes.resources.transactions),
    authed(({ request, user }) => {
      const url = new URL(request.url);
      const planetId = url.searchParams.get('planet_id');
      const type = url.searchParams.get('type');
      return list(
        transactionsOf(user.id, clock.now()).filter(
          (row) => (!planetId || String(row.planet_id) === planetId) && (!type || row.resource_type === type || row.reason === type),
        ),
      );
    }),
  ),
  http.get(
    api(routes.resources.bonuses),
    authed(({ request }) => {
      const activeOnly = new URL(request.url).searchParams.get('active_only') === 'true';
      const now = clock.now();
      const bonuses = [
        {
          id: 1,
          name: 'Geólogo',
          resource_type: 'metal',
          percentage: 10,
          is_active: true,
          expires_at: new Date(now + 3 * 86_400_000).toISOString(),
        },
        {
          id: 2,
          name: 'Ingeniero',
          resource_type: 'energy',
          percentage: 10,
          is_active: false,
          expires_at: new Date(now - 86_400_000).toISOString(),
        },
      ];
      return list(activeOnly ? bonuses.filter((bonus) => bonus.is_active) : bonuses);
    }),
  ),
  http.get(
    api(routes.resources.summary),
    authed(({ user }) => {
      const now = clock.now();
      const totals = { metal: 0, crystal: 0, deuterium: 0, energy: 0, planets_count: 0 };
      for (const { economy } of ownEconomies(user.id)) {
        const stock = stockAt(economy, now);
        totals.metal += Math.floor(stock.metal);
        totals.crystal += Math.floor(stock.crystal);
        totals.deuterium += Math.floor(stock.deuterium);
        totals.energy += stock.energy;
        totals.planets_count += 1;
      }
      return HttpResponse.json(totals);
    }),
  ),
];
