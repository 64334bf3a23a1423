/**
 * The mock model: one `@msw/data` collection per entity, built from the api-client's zod
 * schemas (docs/architecture.md "The mock model"). Each domain module owns its collections; add a line here.
 */
import { planets } from './planets';
import { debrisFields } from './debris';
import { loginFailures, refreshTokens, users } from './users';
import { notifications } from './notifications';
import { planetEconomy } from './economy';
import { missions } from './missions';
import { missionReports } from './reports';
import { planetShips, shipQueue, shipTypes, shipyardLevels } from './ships';
import { defenseQueue, defenseTypes, planetDefenses } from './defenses';
import { messages, messageTemplates } from './messages';
import { buildQueue, planetBuildings } from './buildings';
import { userResearch } from './research';

export const db = {
  users,
  refreshTokens,
  loginFailures,
  planets,
  debrisFields,
  notifications,
  planetEconomy,
  missions,
  missionReports,
  shipTypes,
  planetShips,
  shipQueue,
  shipyardLevels,
  defenseTypes,
  planetDefenses,
  defenseQueue,
  messages,
  messageTemplates,
  planetBuildings,
  buildQueue,
  userResearch,
};

export type Db = typeof db;
