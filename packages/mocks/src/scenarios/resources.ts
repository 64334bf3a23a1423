import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { clock } from '../clock';
import { db } from '../db';
import { economyOf } from '../economy';
import { api, authed, list } from '../handlers/util';
import { optimizedView, ownEconomies } from '../seed/resources';
import { failWith, loadingForever, malformedJson, wrongShape } from './helpers';

type OptimizedAnswer = ReturnType<typeof optimizedView>;

/** Optimised answers (one planet and the list) rewritten by `change`; the legacy calls stay real. */
function optimizedWith(change: (answer: OptimizedAnswer) => unknown) {
  return [
    http.get(
      api(routes.resources.optimizedPlanet(':id')),
      authed(({ params, user }) => {
        const planet = db.planets.findFirst((q) => q.where({ id: Number(params.id) }));
        const economy = planet ? economyOf(planet.id) : undefined;
        if (!planet || !economy || planet.owner?.id !== user.id) return HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 });
        return HttpResponse.json(change(optimizedView(planet, economy, clock.now())) as never);
      }),
    ),
    http.get(
      api(routes.resources.optimizedPlanets),
      authed(({ user }) => list(ownEconomies(user.id).map(({ planet, economy }) => change(optimizedView(planet, economy, clock.now()))))),
    ),
  ];
}

const optimizedFails = [
  failWith('get', routes.resources.optimizedPlanet(':id'), 500, {}),
  failWith('get', routes.resources.optimizedPlanets, 500, {}),
];
const legacyFails = [failWith('get', routes.resources.planet(':id'), 500, {}), failWith('get', routes.resources.planets, 500, {})];

/** Resource states of spec p1 §4 and §7.3 for stories, tests and `?scenario=resources.<name>`. */
export const resourceScenarios = {
  /** The optimised calls fail: the client uses the legacy form (per hour, capacity defaults). */
  optimizedError: optimizedFails,
  /** The optimised calls fail and the legacy answer has no storage capacity: the p1 §7.3 defaults apply. */
  legacyDefaults: [
    ...optimizedFails,
    http.get(
      api(routes.resources.planet(':id')),
      authed(({ params }) =>
        HttpResponse.json({
          planet: Number(params.id),
          planet_name: 'Nueva Esperanza',
          planet_coordinates: '1:42:7',
          last_update: new Date(clock.now()).toISOString(),
          metal: 99_100,
          crystal: 42_000,
          deuterium: 49_990,
          energy: 142,
          production: { metal: 3_600, crystal: 1_800, deuterium: 720, energy: 0 },
        }),
      ),
    ),
  ],
  /** Both forms fail: 'Error al obtener recursos del planeta'. */
  bothError: [...optimizedFails, ...legacyFails],
  /** The optimised call never answers. */
  loading: [loadingForever('get', routes.resources.optimizedPlanet(':id')), loadingForever('get', routes.resources.optimizedPlanets)],
  /** Every store of every planet is at capacity ('Lleno'). */
  full: optimizedWith((answer) => ({
    ...answer,
    stock: { ...answer.stock, metal: answer.capacity.metal, crystal: answer.capacity.crystal, deuterium: answer.capacity.deuterium },
  })),
  /** Metal fills up in 10 minutes (time until full shown), crystal in 30 hours (not shown). */
  nearFull: optimizedWith((answer) => ({
    ...answer,
    stock: {
      ...answer.stock,
      metal: answer.capacity.metal - answer.production_per_sec.metal * 600,
      crystal: answer.capacity.crystal - answer.production_per_sec.crystal * 30 * 3600,
    },
  })),
  /** Negative and absurd figures from the server: shown as sent, never NaN. */
  absurd: optimizedWith((answer) => ({
    ...answer,
    server_time: 'not a date',
    stock: { metal: -500, crystal: 1e15, deuterium: null, energy: -9_999 },
    production_per_sec: { metal: -3.5, crystal: 1e12, deuterium: 'abc', energy: -1 },
    capacity: { metal: 0, crystal: -10, deuterium: null },
  })),
  /** Large stocks: millions and thousands (K and M display, p1 §9). */
  large: optimizedWith((answer) => ({
    ...answer,
    stock: { metal: 2_345_678, crystal: 1_000_000, deuterium: 999, energy: 1_500 },
    capacity: { metal: 5_000_000, crystal: 5_000_000, deuterium: 1_000_000 },
  })),
  /** The optimised answer is not JSON: the legacy form is used. */
  optimizedMalformed: [
    malformedJson('get', routes.resources.optimizedPlanet(':id')),
    malformedJson('get', routes.resources.optimizedPlanets),
  ],
  /** Both answers have the wrong shape: 'Error al obtener recursos del planeta'. */
  wrongShape: [wrongShape('get', routes.resources.optimizedPlanet(':id')), wrongShape('get', routes.resources.planet(':id'))],
};
