import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { LanguageInfo } from '@imperio/api-client/languages';
import { applyChanges, parsePatch } from '../../scripts/i18n/apply';
import { buildPatches, editCount, patchFileName } from '../../.storybook/addons/textos/patch';

const LANGS = [
  { code: 'es', nativeName: 'Español', intlLocale: 'es-ES', dir: 'ltr', status: 'complete' },
  { code: 'en', nativeName: 'English', intlLocale: 'en-GB', dir: 'ltr', status: 'complete' },
] as unknown as LanguageInfo[];

let dir: string;
const write = (path: string, value: unknown) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), `${JSON.stringify(value, null, 2)}\n`);
};
const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as unknown;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'textos-'));
  write('es/shell.json', { nav: { dashboard: 'Centro de Mando' }, planets_one: '{{count}} planeta', planets_other: '{{count}} planetas' });
  write('en/shell.json', { nav: { dashboard: 'Command Centre' }, planets_one: '{{count}} planet', planets_other: '{{count}} planets' });
  write('es/fleet.json', { title: 'Flota' });
  write('en/fleet.json', { title: 'Fleet' });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the 'Textos' panel's 'Exportar cambios'", () => {
  test('round trip: the downloaded patches, applied by pnpm i18n:apply, write exactly the edited texts', () => {
    const edits = {
      en: { shell: { 'nav.dashboard': 'Command Center', planets_other: '{{count}} worlds' }, fleet: { title: 'Fleets' } },
      es: { fleet: { title: 'Flotas' } },
    };
    const patches = buildPatches(edits);
    expect(patches.map(patchFileName)).toEqual(['textos-en.json', 'textos-es.json']);
    expect(editCount(edits)).toBe(4);
    for (const patch of patches) {
      // What the browser downloads is JSON text; the CLI parses it back.
      const summary = applyChanges(parsePatch(JSON.parse(JSON.stringify(patch))), LANGS, dir);
      expect(summary.texts).toBeGreaterThan(0);
    }
    expect(read('en/shell.json')).toEqual({
      nav: { dashboard: 'Command Center' },
      planets_one: '{{count}} planet',
      planets_other: '{{count}} worlds',
    });
    expect(read('en/fleet.json')).toEqual({ title: 'Fleets' });
    expect(read('es/fleet.json')).toEqual({ title: 'Flotas' });
    expect(read('es/shell.json')).toMatchObject({ nav: { dashboard: 'Centro de Mando' } });
  });

  test('no edits, no patch', () => {
    expect(buildPatches({ en: { shell: {} } })).toEqual([]);
  });
});
