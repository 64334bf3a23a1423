import { authCalls } from './auth';
import { buildingsCalls } from './buildings';
import { debrisCalls } from './debris';
import { defensesCalls } from './defenses';
import { fleetCalls } from './fleet';
import { galaxyCalls } from './galaxy';
import { messagesCalls } from './messages';
import { notificationsCalls } from './notifications';
import { reportsCalls } from './reports';
import { researchCalls } from './research';
import { resourcesCalls } from './resources';
import { shipsCalls } from './ships';
import type { AnyCall } from './define';

export * from './define';
export {
  authCalls,
  buildingsCalls,
  debrisCalls,
  defensesCalls,
  fleetCalls,
  galaxyCalls,
  messagesCalls,
  notificationsCalls,
  reportsCalls,
  researchCalls,
  resourcesCalls,
  shipsCalls,
};

/**
 * Every call of the `/api` contract by id (docs/api.md "The call table"), the domains in the
 * order the OpenAPI document lists their tags. The login route imports `calls/auth.ts` alone;
 * this index is for the screens' endpoints, the demo universe and the contract tools.
 */
export const calls = {
  ...authCalls,
  ...galaxyCalls,
  ...debrisCalls,
  ...resourcesCalls,
  ...notificationsCalls,
  ...fleetCalls,
  ...reportsCalls,
  ...buildingsCalls,
  ...researchCalls,
  ...shipsCalls,
  ...defensesCalls,
  ...messagesCalls,
};

/** The ids of the calls. */
export type CallId = keyof typeof calls;

/** Every call, in table order. */
export const callList: readonly AnyCall[] = Object.values(calls);
