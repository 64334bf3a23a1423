/**
 * `pnpm contract:check <base-url> --user U --password P [--write] [--json]`: the conformance
 * table of a backend (docs/backend.md). `--demo` instead starts the demo universe on a free
 * loopback port and checks it (CI: `pnpm test:contract`); `--strict` also fails on skipped calls.
 * Exit code 0 when every exercised call is valid, 1 on any mismatch, 2 on bad arguments.
 */
import { parseArgs } from 'node:util';
import { formatTable, runCheck } from './check';

const usage =
  'Usage: pnpm contract:check <base-url> --user U --password P [--write] [--json] [--strict] [--origin APP-ORIGIN] [--timeout S] [--reuse-wait S]\n       pnpm contract:check --demo [--write] [--json]';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    user: { type: 'string', short: 'u' },
    password: { type: 'string', short: 'p' },
    write: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    demo: { type: 'boolean', default: false },
    timeout: { type: 'string' },
    origin: { type: 'string' },
    'reuse-wait': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.info(usage);
  process.exit(0);
}

let baseUrl = positionals[0];
let user = values.user ?? process.env.IMPERIO_CHECK_USER;
let password = values.password ?? process.env.IMPERIO_CHECK_PASSWORD;
let stop: (() => Promise<void>) | undefined;

if (values.demo) {
  const { startDemoApi } = await import('./demo-api');
  const { authSettings, DEMO_CREDENTIALS } = await import('@imperio/mocks');
  // A short reuse grace, so the replay-after-the-grace row runs in two seconds.
  authSettings.refreshGraceMs = 1000;
  values['reuse-wait'] ??= '2';
  const demo = await startDemoApi();
  baseUrl = demo.url;
  user ??= DEMO_CREDENTIALS.username;
  password ??= DEMO_CREDENTIALS.password;
  stop = () => demo.close();
}

if (!baseUrl || !user || !password) {
  console.error(usage);
  process.exit(2);
}
try {
  new URL(baseUrl);
} catch {
  console.error(`Not a URL: ${baseUrl}\n${usage}`);
  process.exit(2);
}

const report = await runCheck({
  baseUrl,
  user,
  password,
  write: values.write,
  timeoutMs: values.timeout ? Number(values.timeout) * 1000 : undefined,
  origin: values.origin,
  reuseWaitS: values['reuse-wait'] ? Number(values['reuse-wait']) : undefined,
});
await stop?.();
const skippedFail = values.strict && report.counts.skipped > 0;
if (values.json) console.info(JSON.stringify({ ...report, ok: report.ok && !skippedFail }, null, 2));
else {
  console.info(formatTable(report));
  if (skippedFail) console.error('--strict: some calls were skipped.');
}
process.exit(report.ok && !skippedFail ? 0 : 1);
