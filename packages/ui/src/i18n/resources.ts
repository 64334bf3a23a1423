/**
 * Translation resources, one JSON file per namespace and language. `es` is the source of truth
 * (the spec's texts verbatim; imported by name, for the keys' types); the other languages of the
 * list (api-client languages.ts) are read from their folders. `en` has every key (a test and
 * `pnpm i18n:report` check it).
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
import { DEFAULT_LANGUAGE, LANGUAGES } from '@imperio/api-client/languages';
import type { Locale } from './types';

const es = {
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
} as const;

/** Every other language's files, found by path: a new language needs no edit here. */
const files = import.meta.glob<Record<string, unknown>>(['./*/*.json', '!./descriptions/*.json'], {
  eager: true,
  import: 'default',
});

/** The texts of one language, by namespace (what the language's folder holds). */
function filesOf(language: Locale): Partial<Record<keyof typeof es, Record<string, unknown>>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [path, texts] of Object.entries(files)) {
    const [, folder, ns] = /^\.\/([^/]+)\/(\w+)\.json$/.exec(path) ?? [];
    if (folder === language && ns) out[ns] = texts;
  }
  return out;
}

/**
 * Every language's texts (Storybook and tests; the app loads them lazily, lazy.ts). Typed as the
 * Spanish source: every language has (or falls back to) the same keys.
 */
export const resources = Object.fromEntries(
  LANGUAGES.map((language) => [language, language === DEFAULT_LANGUAGE ? es : filesOf(language)]),
) as Record<Locale, typeof es> & { es: typeof es };

export type { Locale } from './types';
export { LOCALES, DEFAULT_LOCALE } from './types';
export type Namespace = keyof (typeof resources)['es'];
export const NAMESPACES = Object.keys(es) as Namespace[];
