import i18next from 'i18next';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { recordTranslations, serverTexts, type RecordedKey } from '../../.storybook/textos/recorder';
import { buildContext, contextDifferences, readStoryKeys } from '../../scripts/i18n/context';

/** `t` without the app's typed keys (this test's catalogue is its own). */
const loose = (i18n: ReturnType<typeof i18next.createInstance>) =>
  i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;

/** An instance like the workbench's: two namespaces, a plural, `common` by default. */
function instance() {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'es',
    initAsync: false,
    defaultNS: 'common',
    ns: ['common', 'fleet'],
    interpolation: { escapeValue: false },
    resources: {
      es: {
        common: { save: 'Guardar' },
        fleet: { ships_one: '{{count}} nave', ships_other: '{{count}} naves', title: 'Flota de {{player}}' },
      },
    },
  });
  return i18n;
}

describe('recording the keys a story renders', () => {
  test('records namespace:key, plural and variables of every t() call, fixed t included', () => {
    const i18n = instance();
    const keys = recordTranslations(i18n);
    const fleetT = i18n.getFixedT(null, 'fleet') as unknown as (key: string, options?: Record<string, unknown>) => string;
    expect(fleetT('ships', { count: 5 })).toBe('5 naves');
    expect(i18n.t('save')).toBe('Guardar');
    expect(loose(i18n)('fleet:title', { player: 'Ana' })).toBe('Flota de Ana');
    expect([...keys.keys()].sort()).toEqual(['common:save', 'fleet:ships', 'fleet:title']);
    expect(keys.get('fleet:ships')).toMatchObject({ plural: true, variables: { count: 5 } });
    expect(keys.get('fleet:title')).toMatchObject({ plural: false, variables: { player: 'Ana' }, text: 'Flota de Ana' });
  });

  test('marks the page texts no key produced as server texts', () => {
    const i18n = instance();
    const keys = recordTranslations(i18n);
    document.body.innerHTML = `<main><h1>${loose(i18n)('fleet:title', { player: 'Ana' })}</h1><p>Mensaje del comandante Zeta</p><span>12:00</span><button>${i18n.t('save')}</button></main>`;
    expect(serverTexts(document.body, keys.values() as Iterable<RecordedKey>)).toEqual(['Mensaje del comandante Zeta']);
  });
});

describe('pnpm i18n:context', () => {
  test('maps each key to the stories that render it, sorted', () => {
    const context = buildContext([
      { id: 'screens-fleet--default', title: 'Screens/Fleet', name: 'Default', keys: ['fleet:title', 'common:save'] },
      { id: 'components-button--default', title: 'Components/Button', name: 'Default', keys: ['common:save'] },
    ]);
    expect(context.keys).toEqual({
      'common:save': ['components-button--default', 'screens-fleet--default'],
      'fleet:title': ['screens-fleet--default'],
    });
    expect(context.stories['screens-fleet--default']).toEqual({ title: 'Screens/Fleet', name: 'Default' });
  });

  test('reads the per-story records and refuses an empty folder with a clear message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'story-keys-'));
    try {
      expect(() => readStoryKeys(dir)).toThrow(/No story recorded its keys/);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'a.json'), JSON.stringify({ id: 'a', title: 'A', name: 'One', keys: ['common:save'] }));
      expect(readStoryKeys(dir)).toHaveLength(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('--check: a fresh map has no differences; a stale one names the stories and keys it lacks or has too many', () => {
    const login = { id: 'screens-login--default', title: 'Screens/Login', name: 'Default', keys: ['auth:title', 'common:save'] };
    const fleet = { id: 'screens-fleet--default', title: 'Screens/Fleet', name: 'Default', keys: ['fleet:title', 'common:save'] };
    const recorded = buildContext([login, fleet]);
    expect(contextDifferences(recorded, buildContext([fleet, login]))).toEqual([]);
    // The map committed from a run filtered to Login, and a key Login no longer renders.
    const stale = buildContext([{ ...login, keys: [...login.keys, 'auth:gone'] }]);
    expect(contextDifferences(stale, recorded)).toEqual([
      'story screens-fleet--default: rendered by the run, missing from the map',
      'key fleet:title: rendered by the run, missing from the map',
      'key auth:gone: in the map, rendered by no story of the run',
      'key common:save: now also in screens-fleet--default',
    ]);
    expect(contextDifferences(recorded, buildContext([{ ...fleet, name: 'Renamed' }]))).toEqual([
      'story screens-login--default: in the map, not rendered by the run',
      'story screens-fleet--default: the map says Screens/Fleet / Default, the run Screens/Fleet / Renamed',
      'key auth:title: in the map, rendered by no story of the run',
      'key common:save: no longer in screens-login--default',
    ]);
    expect(contextDifferences(stale, recorded, 2)).toEqual([
      'story screens-fleet--default: rendered by the run, missing from the map',
      'key fleet:title: rendered by the run, missing from the map',
      '… and 2 more difference(s)',
    ]);
  });
});
