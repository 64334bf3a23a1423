/**
 * Translation resources, one JSON file per namespace and language. `es` is the source of truth
 * (the spec's texts verbatim); `en` has every key (a test checks both ways).
 * A screen family owns its namespace file, so families never edit the same file.
 */
import esCommon from './es/common.json';
import esErrors from './es/errors.json';
import esLogin from './es/login.json';
import esShell from './es/shell.json';
import esDashboard from './es/dashboard.json';
import esGalaxy from './es/galaxy.json';
import esBuildings from './es/buildings.json';
import esResearch from './es/research.json';
import esShipyard from './es/shipyard.json';
import esFleet from './es/fleet.json';
import esMessages from './es/messages.json';
import esProfile from './es/profile.json';
import esDesigner from './es/designer.json';
import esSimulator from './es/simulator.json';
import esMarket from './es/market.json';
import esAlliance from './es/alliance.json';
import esEntities from './es/entities.json';
import enCommon from './en/common.json';
import enErrors from './en/errors.json';
import enLogin from './en/login.json';
import enShell from './en/shell.json';
import enDashboard from './en/dashboard.json';
import enGalaxy from './en/galaxy.json';
import enBuildings from './en/buildings.json';
import enResearch from './en/research.json';
import enShipyard from './en/shipyard.json';
import enFleet from './en/fleet.json';
import enMessages from './en/messages.json';
import enProfile from './en/profile.json';
import enDesigner from './en/designer.json';
import enSimulator from './en/simulator.json';
import enMarket from './en/market.json';
import enAlliance from './en/alliance.json';
import enEntities from './en/entities.json';

export const resources = {
  es: {
    common: esCommon,
    errors: esErrors,
    login: esLogin,
    shell: esShell,
    dashboard: esDashboard,
    galaxy: esGalaxy,
    buildings: esBuildings,
    research: esResearch,
    shipyard: esShipyard,
    fleet: esFleet,
    messages: esMessages,
    profile: esProfile,
    designer: esDesigner,
    simulator: esSimulator,
    market: esMarket,
    alliance: esAlliance,
    entities: esEntities,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    login: enLogin,
    shell: enShell,
    dashboard: enDashboard,
    galaxy: enGalaxy,
    buildings: enBuildings,
    research: enResearch,
    shipyard: enShipyard,
    fleet: enFleet,
    messages: enMessages,
    profile: enProfile,
    designer: enDesigner,
    simulator: enSimulator,
    market: enMarket,
    alliance: enAlliance,
    entities: enEntities,
  },
} as const;

export type { Locale } from './types';
export { LOCALES, DEFAULT_LOCALE } from './types';
export type Namespace = keyof (typeof resources)['es'];
export const NAMESPACES = Object.keys(resources.es) as Namespace[];
