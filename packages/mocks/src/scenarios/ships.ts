import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { clock } from '../clock';
import { api } from '../handlers/util';
import { failWith, loadingForever, malformedJson, networkError, wrongShape } from './helpers';

const at = (offsetS: number) => new Date(clock.now() + offsetS * 1000).toISOString();

/** A queue of three on any planet: Cazador ligero building (3 of 8 done), two waiting. */
export const shipQueueSeveral = () => [
  { id: 91, ship_type: 3, ship_type_name: 'Cazador ligero', quantity: 8, quantity_remaining: 5, is_building: true, current_ship_ends: at(25), build_time: 40 },
  { id: 92, ship_type: 5, ship_type_name: 'Crucero', quantity: 2, quantity_remaining: 2, is_building: false, current_ship_ends: null, build_time: 300 },
  { id: 93, ship_type: 1, ship_type_name: 'Nave pequeña de carga', quantity: 10, quantity_remaining: 10, is_building: false, current_ship_ends: null, build_time: 60 },
];

/** The first item's last ship ended a minute ago; it waits for the complete call. */
export const shipQueueCompleted = () => [
  { id: 94, ship_type: 11, ship_type_name: 'Sonda de espionaje', quantity: 5, quantity_remaining: 0, is_building: false, current_ship_ends: at(-60), build_time: 5 },
  { id: 95, ship_type: 3, ship_type_name: 'Cazador ligero', quantity: 4, quantity_remaining: 4, is_building: true, current_ship_ends: at(35), build_time: 40 },
];

function buildRefused(body: unknown, status = 400) {
  return failWith('post', routes.ships.build, status, body);
}

/** Shipyard states: load errors, empty hangar, queues, every build refusal (spec p2 §5, §8). */
export const shipScenarios = {
  loading: [loadingForever('get', routes.ships.types)],
  typesError: [failWith('get', routes.ships.types, 500, {})],
  stockError: [failWith('get', routes.ships.planet(':planetId'), 500, {})],
  queueError: [failWith('get', routes.ships.queue, 500, {})],
  typesMalformed: [malformedJson('get', routes.ships.types)],
  typesWrongShape: [wrongShape('get', routes.ships.types, { ships: 'none' })],
  loadNetworkError: [networkError('get', routes.ships.types)],
  emptyHangar: [
    http.get(api(routes.ships.planet(':planetId')), () => HttpResponse.json([])),
    http.get(api(routes.ships.queue), () => HttpResponse.json([])),
  ],
  queueSeveral: [http.get(api(routes.ships.queue), () => HttpResponse.json(shipQueueSeveral()))],
  queueCompleted: [http.get(api(routes.ships.queue), () => HttpResponse.json(shipQueueCompleted()))],
  buildInsufficient: [buildRefused({ non_field_errors: ['Recursos insuficientes: faltan 402.000 de metal, 127.000 de cristal.'] })],
  buildShipyardLevel: [buildRefused({ non_field_errors: ['Nivel de hangar insuficiente: se requiere nivel 12 (actual 8).'] })],
  buildFieldErrors: [buildRefused({ non_field_errors: ['La cola del hangar está llena.', 'Segundo error que no se muestra.'], message: 'No se lee' })],
  buildMessage: [buildRefused({ message: 'El hangar está en mantenimiento.' })],
  buildErrorField: [buildRefused({ error: 'Planeta bloqueado por modo vacaciones.' })],
  buildServerError: [buildRefused({}, 500)],
  buildNetworkError: [networkError('post', routes.ships.build)],
  completeError: [failWith('post', routes.ships.complete, 500, {})],
  /** 'Completar' registers the finished order of `queueCompleted`: completed_count 1. */
  completeRegistered: [
    http.post(api(routes.ships.complete), () => HttpResponse.json({ completed_count: 1 })),
    http.get(api(routes.ships.queue), () => HttpResponse.json(shipQueueCompleted())),
  ],
};
