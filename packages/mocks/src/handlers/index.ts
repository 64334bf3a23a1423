import type { RequestHandler } from 'msw';
import { authHandlers } from './auth';
import { shipHandlers } from './ships';
import { defenseHandlers } from './defenses';
import { planetHandlers } from './planets';
import { galaxyHandlers } from './galaxy';
import { debrisHandlers } from './debris';
import { notificationHandlers } from './notifications';
import { resourceHandlers } from './resources';
import { missionHandlers } from './missions';
import { messageHandlers } from './messages';
import { buildingHandlers } from './buildings';
import { researchHandlers } from './research';

/**
 * Every handler of the contract, as named groups: a story overrides one group
 * (`parameters.msw.handlers.planets = scenarios.planets.error`) and keeps the rest.
 * Domains add their group here.
 */
export const handlers = {
  auth: authHandlers,
  ships: shipHandlers,
  defenses: defenseHandlers,
  planets: planetHandlers,
  galaxy: galaxyHandlers,
  debris: debrisHandlers,
  notifications: notificationHandlers,
  resources: resourceHandlers,
  missions: missionHandlers,
  messages: messageHandlers,
  buildings: buildingHandlers,
  research: researchHandlers,
} satisfies Record<string, RequestHandler[]>;

export type HandlerGroup = keyof typeof handlers;

/** All groups as one list, for setupServer, setupWorker and the HTTP server. */
export const allHandlers: RequestHandler[] = Object.values(handlers).flat();
