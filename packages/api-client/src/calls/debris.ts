import { extractors } from '../errors';
import { defineCall } from './define';

/** The debris calls of the `/api` contract (docs/api.md "The call table"): one entry per call. */
export const debrisCalls = {
  getNearbyDebris: defineCall({
    id: 'getNearbyDebris',
    method: 'get',
    path: '/missions/debris/galaxy/',
    tag: 'debris',
    summary: 'Debris of a window of systems (background call: a failure reads as an empty list)',
    kind: 'read',
    query: (q) => q.nearbyDebrisQuery,
    answer: (s) => s.debrisListSchema,
    answerName: 'DebrisFieldList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.debris',
  }),
  getDebrisFields: defineCall({
    id: 'getDebrisFields',
    method: 'get',
    path: '/missions/debris/',
    tag: 'debris',
    summary: 'Debris fields, optionally filtered',
    kind: 'read',
    query: (q) => q.debrisFilterQuery,
    answer: (s) => s.debrisListSchema,
    answerName: 'DebrisFieldList',
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.debris',
  }),
  getDebrisField: defineCall({
    id: 'getDebrisField',
    method: 'get',
    path: '/missions/debris/{id}/',
    tag: 'debris',
    summary: 'One debris field',
    kind: 'read',
    answer: (s) => s.debrisFieldSchema,
    answerName: 'DebrisField',
    errorRule: extractors.standard,
    fallbackKey: 'errors:reports.debris',
  }),
};
