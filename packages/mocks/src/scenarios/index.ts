import type { RequestHandler } from 'msw';
import { authScenarios } from './auth';
import { shipScenarios } from './ships';
import { defenseScenarios } from './defenses';
import { planetScenarios } from './planets';
import { galaxyScenarios } from './galaxy';
import { notificationScenarios } from './notifications';
import { popupScenarios } from './popups';
import { resourceScenarios } from './resources';
import { missionScenarios } from './missions';
import { messageScenarios } from './messages';
import { profileScenarios } from './profile';
import { buildingScenarios } from './buildings';
import { researchScenarios } from './research';

/**
 * Named handler overrides, one per state worth reviewing: `scenarios.<group>.<name>`.
 * The group name matches a key of `handlers`, so a story can replace just that group.
 */
export const scenarios = {
  auth: authScenarios,
  ships: shipScenarios,
  defenses: defenseScenarios,
  planets: planetScenarios,
  galaxy: galaxyScenarios,
  notifications: notificationScenarios,
  popups: popupScenarios,
  resources: resourceScenarios,
  missions: missionScenarios,
  messages: messageScenarios,
  profile: profileScenarios,
  buildings: buildingScenarios,
  research: researchScenarios,
} satisfies Record<string, Record<string, RequestHandler[]>>;

/** Looks up `"group.name"` (the dev app's `?scenario=`); undefined when unknown. */
export function findScenario(name: string): RequestHandler[] | undefined {
  const [group, key] = name.split('.');
  const byGroup = (scenarios as Record<string, Record<string, RequestHandler[]>>)[group ?? ''];
  return byGroup?.[key ?? ''];
}

/** Every scenario name, for docs and the dev app's picker. */
export function scenarioNames(): string[] {
  return Object.entries(scenarios).flatMap(([group, items]) => Object.keys(items).map((key) => `${group}.${key}`));
}
