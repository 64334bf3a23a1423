/**
 * The translators' commands (docs/i18n.md):
 *   pnpm i18n:report [--all] [--json]            state of every language; exits 1 when es or en is incomplete
 *   pnpm i18n:export --format xliff|po [--lang de] [--out file]   one language for a translation tool
 *   pnpm i18n:import file                        a translated XLIFF/PO file back into the catalogue
 *   pnpm i18n:apply file.json                    a JSON patch (a workbench panel's 'Exportar cambios')
 *   pnpm i18n:add code [--name N] [--intl de-DE] [--dir ltr|rtl] [--fallback en]   a new language
 *   pnpm i18n:context [-t "<story title>"] [--no-run]   which stories render each key (.storybook/docs/textos-context.json)
 *   pnpm i18n:context --check                    exits 1 when that map differs from what the last visual run recorded
 * Errors print one clear message and exit 1; nothing is half written.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { LANGUAGE_LIST, type LanguageInfo } from '@imperio/api-client/languages';
import { readDescriptions, readLanguage, SOURCE } from './catalogue';
import { buildReport, formatReport } from './report';
import { sourceText } from './usage';
import { exportCatalogue, importCatalogue, type ExchangeFormat } from './exchange';
import { applyChanges, parsePatch } from './apply';
import { addLanguage } from './add';
import { spawnSync } from 'node:child_process';
import { buildContext, CONTEXT_FILE, contextDifferences, readContext, readStoryKeys, writeContext } from './context';

const languages: readonly LanguageInfo[] = LANGUAGE_LIST;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'report': {
      const { values } = parseArgs({ args: rest, options: { all: { type: 'boolean' }, json: { type: 'boolean' } } });
      const texts = Object.fromEntries(languages.map((language) => [language.code, readLanguage(language.code)]));
      const report = buildReport({ languages, texts, descriptions: readDescriptions(), code: sourceText() });
      process.stdout.write(
        values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report, values.all ? Number.POSITIVE_INFINITY : 20),
      );
      return report.failing.length ? 1 : 0;
    }
    case 'export': {
      const { values } = parseArgs({
        args: rest,
        options: { format: { type: 'string' }, lang: { type: 'string' }, out: { type: 'string' } },
      });
      const format = values.format as ExchangeFormat | undefined;
      if (format !== 'xliff' && format !== 'po') throw new Error('--format xliff or --format po');
      const language = values.lang ?? 'en';
      if (!languages.some((l) => l.code === language))
        throw new Error(`Unknown language '${language}' (${languages.map((l) => l.code).join(', ')}).`);
      const text = await exportCatalogue(format, {
        language,
        source: readLanguage(SOURCE),
        texts: readLanguage(language),
        descriptions: readDescriptions(),
      });
      if (values.out) {
        writeFileSync(values.out, text);
        process.stderr.write(`Wrote ${values.out} (${language}, ${format}).\n`);
      } else process.stdout.write(text);
      return 0;
    }
    case 'import': {
      const file = rest[0];
      if (!file) throw new Error('pnpm i18n:import <file.xlf|file.po>');
      const exchange = await importCatalogue(readFileSync(file, 'utf8'));
      const summary = applyChanges(
        {
          language: exchange.language,
          namespaces: Object.fromEntries(Object.entries(exchange.texts).map(([ns, texts]) => [ns, { texts }])),
        },
        languages,
      );
      process.stdout.write(`${exchange.language}: ${summary.texts} text(s) written in ${summary.files.length} file(s).\n`);
      return 0;
    }
    case 'apply': {
      const file = rest[0];
      if (!file) throw new Error('pnpm i18n:apply <patch.json>');
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        throw new Error(`${file}: not JSON (${(error as Error).message})`, { cause: error });
      }
      const summary = applyChanges(parsePatch(parsed), languages);
      process.stdout.write(
        `${summary.texts} text(s), ${summary.removed} removal(s), ${summary.descriptions} description(s): ${summary.files.join(', ') || 'no file changed'}.\n`,
      );
      return 0;
    }
    case 'add': {
      const { values, positionals } = parseArgs({
        args: rest,
        allowPositionals: true,
        options: { name: { type: 'string' }, intl: { type: 'string' }, dir: { type: 'string' }, fallback: { type: 'string' } },
      });
      const code = positionals[0];
      if (!code) throw new Error('pnpm i18n:add <code> [--name Deutsch] [--intl de-DE] [--dir ltr|rtl] [--fallback en]');
      if (values.dir !== undefined && values.dir !== 'ltr' && values.dir !== 'rtl') throw new Error('--dir ltr or --dir rtl');
      const { entry, created } = addLanguage({
        code,
        nativeName: values.name,
        intlLocale: values.intl,
        dir: values.dir,
        fallback: values.fallback,
      });
      process.stdout.write(
        `Added ${entry.code} (${entry.nativeName}, ${entry.intlLocale}, ${entry.dir}, needs review): ${created.length} empty namespace file(s). Next: translate, then pnpm i18n:report.\n`,
      );
      return 0;
    }
    case 'context': {
      const { values } = parseArgs({
        args: rest,
        options: { t: { type: 'string', short: 't' }, 'no-run': { type: 'boolean' }, check: { type: 'boolean' } },
      });
      if (values.check) {
        // After a whole visual run (pnpm test): the committed map must be the one it recorded.
        const differences = contextDifferences(readContext(), buildContext(readStoryKeys()));
        if (!differences.length) {
          process.stdout.write(`${CONTEXT_FILE} matches the stories the visual run rendered.\n`);
          return 0;
        }
        process.stderr.write(
          `${CONTEXT_FILE} is stale (the visual run recorded other keys): run pnpm i18n:context --no-run after a whole visual run and commit it.\n${differences.map((line) => `  ${line}`).join('\n')}\n`,
        );
        return 1;
      }
      if (!values['no-run']) {
        // The visual project without screenshots: each story runs once and records its keys.
        const args = ['exec', 'vitest', 'run', '--project', 'visual', ...(values.t ? ['-t', values.t] : [])];
        const run = spawnSync('pnpm', args, { stdio: 'inherit', env: { ...process.env, VITE_I18N_CONTEXT: '1' } });
        // A failing story (an axe finding) still recorded its keys: the map is written anyway.
        if (run.error) throw run.error;
      }
      const { keys, stories } = writeContext(buildContext(readStoryKeys()));
      process.stdout.write(`${keys} key(s) in ${stories} stories: ${CONTEXT_FILE}\n`);
      return 0;
    }
    default:
      throw new Error('Commands: report, export, import, apply, add, context (see docs/i18n.md).');
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
