/**
 * The conformance check proves something only if it can fail: the demo universe passes, and the
 * same universe with a few handlers broken (a missing field, a wrong type, an error body without
 * `detail`, a logout that revokes nothing) fails on exactly those rows.
 * Run with `pnpm test:contract` (node's test runner through tsx: no MSW in the test process).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { http, HttpResponse } from 'msw';
import { routes } from '@imperio/api-client/routes';
import { extractors } from '@imperio/api-client/errors';
import { api, authSettings, DEMO_CREDENTIALS } from '@imperio/mocks';
import { callList } from '@imperio/api-client/calls/index';
import { contractCalls, errorFields, fillPath, pathParams } from '../../scripts/contract/calls';
import { buildOpenApi } from '../../scripts/contract/openapi';
import { apiRoot, corsProblems, runCheck, type CheckReport } from '../../scripts/contract/check';
import { startDemoApi, type DemoApi } from '../../scripts/contract/demo-api';

const rowOf = (report: CheckReport, id: string) => {
  const found = report.rows.filter((row) => row.id === id);
  assert.ok(found.length, `no row ${id}`);
  return found;
};

describe('the contract table', () => {
  it('holds every path of routes.ts', () => {
    const templates = new Set(contractCalls.map((call) => call.path));
    const walk = (node: unknown): string[] =>
      typeof node === 'string'
        ? [`/${node}`]
        : typeof node === 'function'
          ? [`/${(node as (...a: string[]) => string)('{a}', '{b}')}`]
          : Object.values(node as object).flatMap(walk);
    const generic = (path: string) => path.replace(/\{\w+\}/g, '{}');
    const known = new Set([...templates].map(generic));
    const missing = walk(routes)
      .map(generic)
      .filter((path) => !known.has(path));
    assert.deepEqual(missing, []);
  });

  it('walks and documents exactly the calls of the api-client call table, each once', () => {
    const table = callList.map((call) => `${call.id} ${call.method} ${call.path}`).sort();
    assert.equal(table.length, 74);
    assert.deepEqual(contractCalls.map((call) => `${call.id} ${call.method} ${call.path}`).sort(), table);
    const doc = buildOpenApi() as { paths: Record<string, Record<string, { operationId: string }>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${operation.operationId} ${method} ${path}`),
    );
    assert.deepEqual(documented.sort(), table);
  });

  it('reads each error rule back from the client code, in order', () => {
    assert.deepEqual(errorFields(extractors.standard), ['message', 'detail']);
    assert.deepEqual(errorFields(extractors.build), ['non_field_errors', 'message', 'error']);
    assert.deepEqual(errorFields(extractors.sendMessage), [
      'recipient_username',
      'subject',
      'content',
      'non_field_errors',
      'message',
      'error',
    ]);
  });

  it('generates an OpenAPI document whose references all resolve and whose path parameters are declared', () => {
    const doc = buildOpenApi() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; parameters?: Array<{ name: string; in: string }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    assert.equal(doc.openapi, '3.1.0');
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/(\w+)"/g)].map((match) => match[1] as string);
    assert.ok(refs.length > 100);
    assert.deepEqual(
      [...new Set(refs)].filter((name) => !(name in doc.components.schemas)),
      [],
    );
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.values(methods).map((operation) => ({ path, operation })),
    );
    assert.equal(operations.length, contractCalls.length);
    assert.equal(new Set(operations.map(({ operation }) => operation.operationId)).size, operations.length);
    for (const { path, operation } of operations) {
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      assert.deepEqual(declared, pathParams(path), `${operation.operationId} path parameters`);
    }
    assert.equal(JSON.stringify(buildOpenApi()), JSON.stringify(doc), 'deterministic');
  });

  it('fills path templates and refuses a missing parameter', () => {
    assert.equal(fillPath('/galaxy/systems/{x}/{y}/', { x: 1, y: 42 }), '/galaxy/systems/1/42/');
    assert.throws(() => fillPath('/messages/{id}/'), /missing path parameter id/);
    assert.equal(apiRoot('http://host:4173'), 'http://host:4173/api');
    assert.equal(apiRoot('https://game.example/v2/api/'), 'https://game.example/v2/api');
  });
});

describe('against the demo universe', () => {
  let demo: DemoApi;
  before(async () => {
    demo = await startDemoApi();
  });
  after(() => demo.close());

  it('passes every call, reads and writes, with nothing skipped', async () => {
    // A 1 s reuse grace, so the replay after it is checked in 2 s.
    authSettings.refreshGraceMs = 1000;
    const report = await runCheck({ baseUrl: demo.url, ...credentials(), write: true, reuseWaitS: 2 }).finally(() => {
      authSettings.refreshGraceMs = 30_000;
    });
    const bad = report.rows.filter((row) => row.result === 'invalid' || row.result === 'skipped');
    assert.deepEqual(bad, []);
    assert.equal(report.ok, true);
    for (const call of contractCalls.filter((entry) => entry.kind !== 'irreversible'))
      assert.ok(
        report.rows.some((row) => row.id === call.id && row.result === 'valid') || call.kind === 'auth',
        `${call.id} was not exercised`,
      );
    assert.equal(rowOf(report, 'refreshCycle')[0]?.result, 'valid');
    assert.equal(rowOf(report, 'logoutRevokes')[0]?.result, 'valid');
    assert.equal(rowOf(report, 'refreshGrace')[0]?.result, 'valid');
    assert.equal(rowOf(report, 'refreshReuse')[0]?.result, 'valid');
    assert.equal(report.forms.getOwnPlanets, 'array');
    assert.match(report.forms.resourceForm ?? '', /^optimised/);
  });

  it('flags a backend without a reuse grace, and one that does not revoke the family', async () => {
    authSettings.refreshGraceMs = 0;
    const strict = await runCheck({ baseUrl: demo.url, ...credentials() });
    authSettings.blacklistAfterRotation = false;
    const lax = await runCheck({ baseUrl: demo.url, ...credentials(), reuseWaitS: 0.1 }).finally(() => {
      authSettings.refreshGraceMs = 30_000;
      authSettings.blacklistAfterRotation = true;
    });
    assert.equal(rowOf(strict, 'refreshGrace')[0]?.result, 'invalid');
    assert.equal(rowOf(lax, 'refreshReuse')[0]?.result, 'invalid');
    assert.match(rowOf(lax, 'refreshReuse')[0]?.detail ?? '', /both must be refused/);
  });
});

describe('CORS for an app on another origin', () => {
  const origin = 'https://game.example';

  it('fails on the demo, which is same-origin only', async () => {
    const demo = await startDemoApi();
    try {
      const report = await runCheck({ baseUrl: demo.url, ...credentials(), origin });
      assert.equal(report.ok, false);
      assert.match(
        rowOf(report, 'cors')[0]?.detail ?? '',
        /preflight: Access-Control-Allow-Origin is missing.*401 answer: Access-Control-Allow-Origin is missing/,
      );
    } finally {
      await demo.close();
    }
  });

  it('passes when preflights and errors carry the headers', async () => {
    const demo = await startDemoApi({ cors: origin });
    try {
      const report = await runCheck({ baseUrl: demo.url, ...credentials(), origin });
      assert.equal(rowOf(report, 'cors')[0]?.result, 'valid');
      assert.equal(report.ok, true);
    } finally {
      await demo.close();
    }
  });

  it('does not let a * stand for Authorization', () => {
    const headers = new Headers({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, PATCH',
      'access-control-allow-headers': '*',
    });
    assert.deepEqual(corsProblems(headers, origin, { method: 'PATCH', headers: ['authorization', 'content-type'] }), [
      'Access-Control-Allow-Headers lacks authorization',
    ]);
  });
});

function credentials() {
  return { user: DEMO_CREDENTIALS.username, password: DEMO_CREDENTIALS.password };
}

describe('against a backend that breaks the contract', () => {
  let broken: DemoApi;
  before(async () => {
    broken = await startDemoApi({
      overrides: [
        // a missing field: planets without their id
        http.get(api(routes.galaxy.planets), () => HttpResponse.json([{ name: 'Sin id', coordinates: '1:42:7' }])),
        // a wrong type: counts as words
        http.get(api(routes.reports.statistics), () => HttpResponse.json({ total_reports: 'muchos', unread_reports: 0 })),
        // a list that became an object of another shape
        http.get(api(routes.research.types), () => HttpResponse.json({ items: [] })),
        // error bodies without detail/message
        http.get(api(routes.messages.detail(':id')), ({ params }) =>
          /^\d{6,}$/.test(String(params.id)) ? HttpResponse.json({ code: 'not_found' }, { status: 404 }) : undefined,
        ),
        http.post(api(routes.auth.login), async ({ request }) => {
          const body = (await request.clone().json()) as { password?: string };
          if (body.password?.endsWith('-wrong')) return HttpResponse.json({ code: 'bad_credentials' }, { status: 401 });
          return undefined;
        }),
        // a logout that revokes nothing
        http.post(api(routes.auth.logout), () => new HttpResponse(null, { status: 204 })),
      ],
    });
  });
  after(() => broken.close());

  it('fails, naming the field that differs on each broken row, and keeps the others valid', async () => {
    const report = await runCheck({ baseUrl: broken.url, ...credentials() });
    assert.equal(report.ok, false);
    assert.match(rowOf(report, 'getOwnPlanets')[0]?.detail ?? '', /0\.id: missing/);
    assert.equal(rowOf(report, 'getOwnPlanets')[0]?.result, 'invalid');
    assert.match(
      rowOf(report, 'getReportStatistics')[0]?.detail ?? '',
      /total_reports: got "muchos" \(expected one of: number \| string matching/,
    );
    assert.match(rowOf(report, 'getResearchTypes')[0]?.detail ?? '', /results: missing/);
    assert.match(rowOf(report, 'notFound')[0]?.detail ?? '', /no message in message\/detail/);
    assert.match(rowOf(report, 'loginRefused')[0]?.detail ?? '', /no message in message\/detail/);
    assert.match(rowOf(report, 'logoutRevokes')[0]?.detail ?? '', /still works after logout/);
    const invalid = report.rows
      .filter((row) => row.result === 'invalid')
      .map((row) => row.id)
      .sort();
    // The broken planets handler also forgot auth: the call without a token is flagged too.
    assert.match(rowOf(report, 'unauthorized')[0]?.detail ?? '', /expected 401, got 200/);
    // Calls that need the planet's id from the broken list are skipped, not failed twice.
    assert.deepEqual(invalid, [
      'getOwnPlanets',
      'getReportStatistics',
      'getResearchTypes',
      'loginRefused',
      'logoutRevokes',
      'notFound',
      'unauthorized',
    ]);
    assert.ok(report.rows.some((row) => row.id === 'getPlanet' && row.result === 'skipped'));
  });

  it('exits non-zero from the command line, with a JSON report for CI', async () => {
    const run = promisify(execFile);
    const error = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/contract/cli.ts', broken.url, '--user', 'demo', '--password', 'imperio', '--json'],
      { cwd: new URL('../..', import.meta.url).pathname },
    ).catch((failure: unknown) => failure as { code: number; stdout: string });
    assert.equal((error as { code: number }).code, 1);
    const report = JSON.parse((error as { stdout: string }).stdout) as CheckReport;
    assert.equal(report.ok, false);
    assert.ok(report.rows.length > 60);
  });

  it('exits 2 with the usage when the arguments are missing', async () => {
    const run = promisify(execFile);
    const error = await run(process.execPath, ['--import', 'tsx', 'scripts/contract/cli.ts'], {
      cwd: new URL('../..', import.meta.url).pathname,
    }).catch((failure: unknown) => failure as { code: number; stderr: string });
    assert.equal((error as { code: number }).code, 2);
    assert.match((error as { stderr: string }).stderr, /Usage: pnpm contract:check/);
  });
});
