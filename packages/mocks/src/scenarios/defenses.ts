import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client';
import { clock } from '../clock';
import { api } from '../handlers/util';
import { failWith, loadingForever, malformedJson, networkError, wrongShape } from './helpers';

const at = (offsetS: number) => new Date(clock.now() + offsetS * 1000).toISOString();

/** A defence queue of three: Láser pequeño building (4 of 10 done), two waiting. */
export const defenseQueueSeveral = () => [
  { id: 81, defense_type: 2, defense_type_name: 'Láser pequeño', quantity: 10, quantity_remaining: 6, is_building: true, current_defense_ends: at(12), build_time: 30 },
  { id: 82, defense_type: 5, defense_type_name: 'Cañón iónico', quantity: 2, quantity_remaining: 2, is_building: false, current_defense_ends: null, build_time: 180 },
  { id: 83, defense_type: 1, defense_type_name: 'Lanzamisiles', quantity: 20, quantity_remaining: 20, is_building: false, current_defense_ends: null, build_time: 8 },
];

/** The first item finished a minute ago and waits for the complete call. */
export const defenseQueueCompleted = () => [
  { id: 84, defense_type: 1, defense_type_name: 'Lanzamisiles', quantity: 10, quantity_remaining: 0, is_building: false, current_defense_ends: at(-60), build_time: 8 },
  { id: 85, defense_type: 3, defense_type_name: 'Láser grande', quantity: 2, quantity_remaining: 2, is_building: true, current_defense_ends: at(90), build_time: 120 },
];

function buildRefused(body: unknown, status = 400) {
  return failWith('post', routes.defenses.build, status, body);
}

/** Defence states: load errors, no defences, queues, every build refusal (spec p2 §5, §8). */
export const defenseScenarios = {
  loading: [loadingForever('get', routes.defenses.types)],
  typesError: [failWith('get', routes.defenses.types, 500, {})],
  stockError: [failWith('get', routes.defenses.planet(':planetId'), 500, {})],
  queueError: [failWith('get', routes.defenses.queue, 500, {})],
  typesMalformed: [malformedJson('get', routes.defenses.types)],
  typesWrongShape: [wrongShape('get', routes.defenses.types, { defenses: 'none' })],
  loadNetworkError: [networkError('get', routes.defenses.types)],
  emptyDefenses: [
    http.get(api(routes.defenses.planet(':planetId')), () => HttpResponse.json([])),
    http.get(api(routes.defenses.queue), () => HttpResponse.json([])),
  ],
  queueSeveral: [http.get(api(routes.defenses.queue), () => HttpResponse.json(defenseQueueSeveral()))],
  queueCompleted: [http.get(api(routes.defenses.queue), () => HttpResponse.json(defenseQueueCompleted()))],
  buildInsufficient: [buildRefused({ non_field_errors: ['Recursos insuficientes: faltan 452.000 de metal, 480.000 de cristal, 300.000 de deuterio.'] })],
  buildShipyardLevel: [buildRefused({ non_field_errors: ['Nivel de hangar insuficiente: se requiere nivel 8 (actual 5).'] })],
  buildFieldErrors: [buildRefused({ non_field_errors: ['Solo se puede construir una cúpula de cada tipo.', 'Segundo error que no se muestra.'] })],
  buildMessage: [buildRefused({ message: 'El sistema de defensa está en mantenimiento.' })],
  buildErrorField: [buildRefused({ error: 'Planeta bloqueado por modo vacaciones.' })],
  buildServerError: [buildRefused({}, 500)],
  buildNetworkError: [networkError('post', routes.defenses.build)],
  completeError: [failWith('post', routes.defenses.complete, 500, {})],
  /** 'Completar' registers the finished order of `queueCompleted`: completed_count 1. */
  completeRegistered: [
    http.post(api(routes.defenses.complete), () => HttpResponse.json({ completed_count: 1 })),
    http.get(api(routes.defenses.queue), () => HttpResponse.json(defenseQueueCompleted())),
  ],
};
