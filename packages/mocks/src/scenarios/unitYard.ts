import { http, HttpResponse, type HttpHandler } from 'msw';
import { routes, type UnitKind } from '@imperio/api-client';
import { clock } from '../clock';
import { api } from '../handlers/util';
import { failWith, loadingForever, malformedJson, networkError, wrongShape } from './helpers';
import queues from './unitYardQueues.json';

/** The queues of `unitYardQueues.json`: `several` (first building, two waiting) and `completed` (first done a minute ago). */
export type YardQueueName = 'several' | 'completed';

/**
 * A yard's queue as the API sends it, from the data table: `ends_in_s` is seconds from now
 * (negative: in the past; null: waiting), and an item builds while it has units left and an end.
 * @returns items with the kind's field names (`ship_type`, `current_ship_ends`; likewise `defense_…`)
 */
export function yardQueue(kind: UnitKind, name: YardQueueName) {
  const unit = kind === 'ships' ? 'ship' : 'defense';
  return queues[kind][name].map((row) => ({
    id: row.id,
    [`${unit}_type`]: row.type,
    [`${unit}_type_name`]: row.name,
    quantity: row.quantity,
    quantity_remaining: row.remaining,
    is_building: row.remaining > 0 && row.ends_in_s !== null,
    [`current_${unit}_ends`]: row.ends_in_s === null ? null : new Date(clock.now() + row.ends_in_s * 1000).toISOString(),
    build_time: row.build_time,
  }));
}

/** What a yard's build refusals say (spec p2 §5): the bodies differ by yard, the scenarios do not. */
export interface YardRefusals {
  insufficient: string;
  shipyardLevel: string;
  fieldErrors: object;
  message: string;
}

/**
 * The states of one unit yard (spec p2 §5, §8): load errors, an empty yard (named `empty`),
 * queues, every build refusal and the complete call.
 * @param kind `'ships'` or `'defenses'`
 * @param empty the name of the empty-yard scenario (`emptyHangar`, `emptyDefenses`)
 */
export function unitYardScenarios<E extends string>(kind: UnitKind, empty: E, refusals: YardRefusals) {
  const paths = routes[kind];
  const refused = (body: unknown, status = 400) => [failWith('post', paths.build, status, body)];
  const queue = (name: YardQueueName) => http.get(api(paths.queue), () => HttpResponse.json(yardQueue(kind, name)));
  const loads = {
    loading: [loadingForever('get', paths.types)],
    typesError: [failWith('get', paths.types, 500, {})],
    stockError: [failWith('get', paths.planet(':planetId'), 500, {})],
    queueError: [failWith('get', paths.queue, 500, {})],
    typesMalformed: [malformedJson('get', paths.types)],
    typesWrongShape: [wrongShape('get', paths.types, { [kind]: 'none' })],
    loadNetworkError: [networkError('get', paths.types)],
  };
  const nothing = [
    http.get(api(paths.planet(':planetId')), () => HttpResponse.json([])),
    http.get(api(paths.queue), () => HttpResponse.json([])),
  ];
  const emptyYard = Object.fromEntries([[empty, nothing]]) as Record<E, HttpHandler[]>;
  return {
    ...loads,
    ...emptyYard,
    queueSeveral: [queue('several')],
    queueCompleted: [queue('completed')],
    buildInsufficient: refused({ non_field_errors: [refusals.insufficient] }),
    buildShipyardLevel: refused({ non_field_errors: [refusals.shipyardLevel] }),
    buildFieldErrors: refused(refusals.fieldErrors),
    buildMessage: refused({ message: refusals.message }),
    buildErrorField: refused({ error: 'Planeta bloqueado por modo vacaciones.' }),
    buildServerError: refused({}, 500),
    buildNetworkError: [networkError('post', paths.build)],
    completeError: [failWith('post', paths.complete, 500, {})],
    /** 'Completar' registers the finished order of `queueCompleted`: completed_count 1. */
    completeRegistered: [http.post(api(paths.complete), () => HttpResponse.json({ completed_count: 1 })), queue('completed')],
  };
}
