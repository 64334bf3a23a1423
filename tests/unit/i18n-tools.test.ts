import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_LIST, type LanguageInfo } from '@imperio/api-client/languages';
import { I18N_DIR, readDescriptions, readLanguage, ROOT, SOURCE } from '../../scripts/i18n/catalogue';
import { buildReport, formatReport } from '../../scripts/i18n/report';
import { isUsed, sourceText } from '../../scripts/i18n/usage';
import { exportCatalogue, importCatalogue } from '../../scripts/i18n/exchange';
import { applyChanges, parsePatch } from '../../scripts/i18n/apply';
import { addLanguage, languageEntry } from '../../scripts/i18n/add';

/** The translators' scripts (scripts/i18n, `pnpm i18n:*`), on a small catalogue in a temporary folder. */
const LANGS: LanguageInfo[] = [
  { code: 'es', nativeName: 'Español', intlLocale: 'es-ES', dir: 'ltr', status: 'source' },
  { code: 'en', nativeName: 'English', intlLocale: 'en-GB', dir: 'ltr', status: 'reviewed' },
  { code: 'de', nativeName: 'Deutsch', intlLocale: 'de-DE', dir: 'ltr', status: 'needs review', fallback: 'en' },
  { code: 'pl', nativeName: 'Polski', intlLocale: 'pl-PL', dir: 'ltr', status: 'needs review', fallback: 'en' },
];

let dir = '';
const write = (path: string, value: unknown) => {
  mkdirSync(join(dir, path, '..'), { recursive: true });
  writeFileSync(join(dir, path), `${JSON.stringify(value, null, 2)}\n`);
};
const read = (path: string) => JSON.parse(readFileSync(join(dir, path), 'utf8')) as unknown;
const texts = () => Object.fromEntries(LANGS.map((l) => [l.code, readLanguage(l.code, dir)]));
const CODE = "t('nav.home'); t('planets', { count }); t(`tabs.${id}`); t('greeting')";

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'i18n-'));
  write('es/shell.json', {
    nav: { home: 'Inicio', old: 'Viejo' },
    planets_one: '{{count}} planeta',
    planets_other: '{{count}} planetas',
    tabs: { more: 'Más' },
    greeting: 'Hola {{name}}, $t(nav.home)',
  });
  write('en/shell.json', {
    nav: { home: 'Home', old: 'Old' },
    planets_one: '{{count}} planet',
    planets_other: '{{count}} planets',
    tabs: { more: 'More' },
    greeting: 'Hi {{name}}, $t(nav.home)',
  });
  write('de/shell.json', {
    nav: { home: 'Start' },
    planets_one: 'ein Planet',
    planets_other: '{{count}} Planeten',
    planets_few: 'x',
    tabs: { more: 'Más' },
    greeting: 'Hallo {{nombre}}',
  });
  write('pl/shell.json', { planets_one: '{{count}} planeta', planets_other: '{{count}} planet' });
  write('descriptions/shell.json', { 'nav.home': { description: 'Main menu entry, first', maxLength: 12 } });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('i18n:report', () => {
  it('counts per language the translated, missing, identical, variable and plural differences, unused keys and descriptions', () => {
    const report = buildReport({ languages: LANGS, texts: texts(), descriptions: readDescriptions(dir), code: CODE });
    const de = report.languages.find((l) => l.code === 'de')!;
    expect(de.missing).toEqual(['shell:nav.old']);
    expect(de.identical).toEqual(['shell:tabs.more']);
    expect(de.variables).toEqual(['shell:greeting: es [$t(nav.home) {{name}}] ≠ de [{{nombre}}]']);
    // 'ein Planet' without {{count}} is a valid German singular; '_few' is not a German form.
    expect(de.plurals).toEqual(['shell:planets: has [few, one, other] needs [one, other]']);
    expect(de.extra).toEqual([]); // the wrong plural form is counted under plurals, once
    const pl = report.languages.find((l) => l.code === 'pl')!;
    expect(pl.missing).toEqual(expect.arrayContaining(['shell:planets_few', 'shell:planets_many']));
    expect(report.unused).toEqual(['shell:nav.old']);
    expect([report.described, report.total]).toEqual([1, 6]);
    expect(report.failing).toEqual([]);
    const text = formatReport(report);
    expect(text).toMatch(/de — Deutsch\n {2}NEEDS REVIEW/);
    expect(text).toMatch(/missing \(1\):\n {4}shell:nav.old/);
  });

  it('fails when es or en is below 100 %, not when a language under review is', () => {
    write('en/shell.json', { nav: { home: 'Home' } });
    const report = buildReport({ languages: LANGS, texts: texts(), descriptions: {}, code: CODE });
    expect(report.failing).toEqual(['en']);
    expect(formatReport(report)).toContain('FAIL: en below 100 %');
  });

  it('keeps the real catalogue: es and en complete, every key used (pnpm i18n:report exits 0)', () => {
    const real = Object.fromEntries(LANGUAGE_LIST.map((l) => [l.code, readLanguage(l.code)]));
    const report = buildReport({ languages: LANGUAGE_LIST, texts: real, descriptions: readDescriptions(), code: sourceText() });
    expect(report.failing).toEqual([]);
    expect(report.unused).toEqual([]);
    for (const code of ['es', 'en']) expect(report.languages.find((l) => l.code === code)!.variables, code).toEqual([]);
    const out = execFileSync(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'i18n', 'cli.ts'), 'report'], {
      encoding: 'utf8',
    });
    expect(out).toMatch(/^es +source +\d+\/\d+ +0 /m);
  }, 120_000);

  it('describes every key of every namespace; descriptions name real keys and every language fits their limits', () => {
    const notes = readDescriptions();
    const report = buildReport({ languages: LANGUAGE_LIST, texts: { es: readLanguage('es') }, descriptions: notes, code: '' });
    for (const [ns, [described, keys]] of Object.entries(report.describedByNamespace)) expect(described, ns).toBe(keys);
    const source = readLanguage(SOURCE);
    const tooLong: string[] = [];
    for (const [ns, byKey] of Object.entries(notes)) {
      for (const [key, note] of Object.entries(byKey)) {
        expect(source[ns]![key], `${ns}:${key}`).toBeDefined();
        if (note.maxLength === undefined) continue;
        for (const { code } of LANGUAGE_LIST) {
          const text = readLanguage(code)[ns]![key];
          if (text && text.length > note.maxLength) tooLong.push(`${code} ${ns}:${key} (${text.length} > ${note.maxLength})`);
        }
      }
    }
    expect(tooLong).toEqual([]);
  }, 30_000);

  it('counts a key as used through a dynamic tail, head or middle only', () => {
    expect(isUsed('shell', 'tabs.more', 'x(`tabs.${id}`)')).toBe(true);
    expect(isUsed('shipyard', 'ships.title', 't(`${kind}.title`)')).toBe(true);
    expect(isUsed('shell', 'planets_one', "t('planets', { count })")).toBe(true);
    expect(isUsed('shell', 'nav.old', "t('nav.older')")).toBe(false);
    expect(isUsed('buildings', 'upgradeStarted', "t('buildings:upgradeStartedOf')")).toBe(false);
    expect(isUsed('buildings', 'upgradeStarted', "t('buildings:upgradeStarted', { name })")).toBe(true);
  });
});

describe('i18n:export / i18n:import', () => {
  const tricky = 'A <b>&amp; "q" \'a\' & ü €\n  {{x}} $t(nav.home) ]]> \\ \t';

  it.each(['xliff', 'po'] as const)('%s round-trips texts and descriptions exactly, escaping included', async (format) => {
    const source = readLanguage(SOURCE, dir);
    const de = readLanguage('de', dir);
    de.shell!['tabs.more'] = tricky;
    const descriptions = {
      shell: { 'nav.home': { description: 'Menu <entry> & "first"\nsecond line', maxLength: 12 }, 'tabs.more': { description: 'Tab' } },
    };
    const file = await exportCatalogue(format, { language: 'de', source, texts: de, descriptions });
    if (format === 'xliff')
      expect(file).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="es" trgLang="de"');
    else expect(file).toContain('msgctxt "shell:nav.home"');
    const back = await importCatalogue(file);
    expect(back.language).toBe('de');
    expect(back.texts).toEqual(de);
    expect(back.descriptions).toEqual(descriptions);
  });

  it('imports a translated file into the catalogue, refusing a file with a bad text without writing anything', async () => {
    const file = await exportCatalogue('po', {
      language: 'de',
      source: readLanguage(SOURCE, dir),
      texts: readLanguage('de', dir),
      descriptions: {},
    });
    const translated = file.replace(
      'msgctxt "shell:nav.old"\nmsgid "Viejo"\nmsgstr ""',
      'msgctxt "shell:nav.old"\nmsgid "Viejo"\nmsgstr "Alt"',
    );
    expect(translated).not.toBe(file);
    const { language, texts: imported } = await importCatalogue(translated);
    const before = readFileSync(join(dir, 'de/shell.json'), 'utf8');
    // The German file has a wrong variable ({{nombre}}) and a plural form German lacks: refused.
    expect(() => applyChanges({ language, namespaces: { shell: { texts: imported.shell } } }, LANGS, dir)).toThrow(
      /greeting: variables .*\n.*planets_few: not a key/,
    );
    expect(readFileSync(join(dir, 'de/shell.json'), 'utf8')).toBe(before);
    const { greeting: _g, planets_few: _f, ...good } = imported.shell!;
    expect(applyChanges({ language, namespaces: { shell: { texts: good } } }, LANGS, dir).files).toEqual(['de/shell.json']);
    // Importing the same file again changes nothing, so no file is rewritten.
    expect(applyChanges({ language, namespaces: { shell: { texts: good } } }, LANGS, dir).files).toEqual([]);
    expect((read('de/shell.json') as { nav: Record<string, string> }).nav).toEqual({ home: 'Start', old: 'Alt' });
  });

  it('refuses a file that is neither XLIFF nor PO, or names no language', async () => {
    await expect(
      importCatalogue(
        '<xliff version="2.0"><file id="x"><unit id="k"><segment><source>a</source><target>b</target></segment></unit></file></xliff>',
      ),
    ).rejects.toThrow(/no target language/);
    await expect(importCatalogue('msgid "a\nmsgstr')).rejects.toThrow(/Not a PO file/);
  });
});

describe('i18n:apply', () => {
  it('applies texts and descriptions per namespace, keeping the source key order', () => {
    const patch = parsePatch({
      version: 1,
      language: 'de',
      namespaces: {
        shell: {
          texts: { 'nav.old': 'Alt', 'tabs.more': 'Mehr', planets_one: null },
          descriptions: { 'tabs.more': { description: 'Phone tab', maxLength: 8 } },
        },
      },
    });
    const summary = applyChanges(patch, LANGS, dir);
    expect(summary).toEqual({ texts: 2, removed: 1, descriptions: 1, files: ['de/shell.json', 'descriptions/shell.json'] });
    expect(Object.keys((read('de/shell.json') as { nav: object }).nav)).toEqual(['home', 'old']);
    expect(read('descriptions/shell.json')).toEqual({
      'nav.home': { description: 'Main menu entry, first', maxLength: 12 },
      'tabs.more': { description: 'Phone tab', maxLength: 8 },
    });
  });

  it('refuses unknown languages, namespaces and keys, removed Spanish texts and bad descriptions, writing nothing', () => {
    expect(() => parsePatch({ language: 'de', namespaces: { shell: { text: {} } } })).toThrow(/unknown/);
    expect(() => applyChanges({ language: 'fr', namespaces: {} }, LANGS, dir)).toThrow(/pnpm i18n:add fr/);
    const before = readFileSync(join(dir, 'es/shell.json'), 'utf8');
    expect(() =>
      applyChanges(
        {
          language: 'es',
          namespaces: {
            nope: { texts: {} },
            shell: {
              texts: { 'nav.home': 'Casa', 'nav.new': 'x', 'tabs.more': null },
              descriptions: { 'nav.home': { description: '', maxLength: 0 } },
            },
          },
        },
        LANGS,
        dir,
      ),
    ).toThrow(/4 change\(s\) refused/);
    expect(readFileSync(join(dir, 'es/shell.json'), 'utf8')).toBe(before);
  });
});

describe('i18n:add', () => {
  it('scaffolds empty namespace files and a needs-review entry with CLDR defaults', () => {
    const list = join(dir, 'languages.ts');
    writeFileSync(
      list,
      "export const LANGUAGE_LIST = [\n  { code: 'es' },\n  // `pnpm i18n:add` inserts new languages above this line.\n] as const;\n",
    );
    const { entry, created } = addLanguage({ code: 'fr' }, dir, list);
    expect(entry).toEqual({ code: 'fr', nativeName: 'Français', intlLocale: 'fr-FR', dir: 'ltr', status: 'needs review', fallback: 'en' });
    expect(created).toEqual([join(dir, 'fr', 'shell.json')]);
    expect(read('fr/shell.json')).toEqual({});
    expect(readFileSync(list, 'utf8')).toContain(
      "  { code: 'fr', nativeName: 'Français', intlLocale: 'fr-FR', dir: 'ltr', status: 'needs review', fallback: 'en' },\n  // `pnpm i18n:add`",
    );
    expect(() => addLanguage({ code: 'fr' }, dir, list)).toThrow(/already/);
    expect(languageEntry({ code: 'ar' }).dir).toBe('rtl');
    expect(() => languageEntry({ code: 'Deutsch!' })).toThrow(/not a language code/);
  });

  it('the real catalogue folder is where the scripts read', () => {
    expect(I18N_DIR).toBe(join(ROOT, 'packages', 'ui', 'src', 'i18n'));
  });
});
