/**
 * The conformance check: walks the contract against a live backend and
 * says, call by call, whether the answer is what the client can read.
 *
 * Order: probes, login (and its error bodies), every read call (ids learnt from earlier answers),
 * an error body of a missing resource, the write calls (only with `write`, each undone), then the
 * session cycle: a refused token → refresh → repeat, and logout revoking the refresh token.
 */
import type { z } from 'zod';
import { config, safeParse } from 'zod/mini';
import { en } from 'zod/locales';
import { numeric, loginResponseSchema } from '@imperio/api-client/schemas/index';
import { extractors, type MessageExtractor } from '@imperio/api-client/errors';
import { contractCalls, errorFields, fillPath, refreshAnswerSchema, type CallInput, type ContractCall, type WalkContext } from './calls';

// The report quotes zod's issue messages ("Invalid input: expected string, received number"). The
// api-client's schemas are `zod/mini`, which loads no locale: without this, each would read "Invalid input".
config(en());

export type RowResult = 'valid' | 'invalid' | 'skipped' | 'not run';

/** One line of the conformance table. */
export interface CheckRow {
  /** `GET /galaxy/planets/` or a named cycle step. */
  call: string;
  /** operationId, or the step's name. */
  id: string;
  /** HTTP status, null when no answer came (or not run). */
  status: number | null;
  result: RowResult;
  /** Which field differs, why it was skipped, or what it proved. */
  detail: string;
  /** The alternative answer form the backend used, when the contract allows several. */
  form?: string;
  /** Time to the whole answer, ms. */
  ms: number | null;
}

export interface CheckOptions {
  /** API root, e.g. `http://localhost:4173/api` (`/api` is added to a bare origin). */
  baseUrl: string;
  user: string;
  password: string;
  /** Run the write calls (and undo them). @default false */
  write?: boolean;
  /** Per-request time-out in ms. @default 15000 */
  timeoutMs?: number;
  /** Also check CORS for an app served from this origin (docs/backend.md §4). */
  origin?: string;
  /**
   * Seconds to wait before replaying a rotated refresh token (the backend's reuse grace plus a
   * margin) to check reuse detection (docs/backend.md §5). Unset: that row is skipped.
   */
  reuseWaitS?: number;
}

export interface CheckReport {
  baseUrl: string;
  ok: boolean;
  durationMs: number;
  counts: Record<RowResult, number>;
  /** Calls of the contract the run exercised (distinct operationIds). */
  callsCovered: number;
  callsInContract: number;
  rows: CheckRow[];
  /** Which of the spec's alternative forms the backend uses. */
  forms: Record<string, string>;
}

interface Answer {
  status: number | null;
  body: unknown;
  ms: number;
  error?: string;
  headers?: Headers;
}

/**
 * What is missing from a CORS answer for `origin`: the allowed origin, and for a preflight the
 * method and the request headers (a `*` does not cover `Authorization`).
 * @returns the problems, empty when the answer lets the browser through
 */
export function corsProblems(headers: Headers | undefined, origin: string, preflight?: { method: string; headers: string[] }): string[] {
  const problems: string[] = [];
  const allowOrigin = headers?.get('access-control-allow-origin');
  if (allowOrigin !== origin && allowOrigin !== '*')
    problems.push(`Access-Control-Allow-Origin is ${allowOrigin ? `"${allowOrigin}"` : 'missing'}`);
  if (preflight) {
    const methods = (headers?.get('access-control-allow-methods') ?? '').toUpperCase().split(/\s*,\s*/);
    if (!methods.includes(preflight.method) && !methods.includes('*'))
      problems.push(`Access-Control-Allow-Methods lacks ${preflight.method}`);
    const allowed = (headers?.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    for (const name of preflight.headers)
      if (!allowed.includes(name) && !(allowed.includes('*') && name !== 'authorization'))
        problems.push(`Access-Control-Allow-Headers lacks ${name}`);
  }
  return problems;
}

/** `http://host:4173` → `http://host:4173/api`; a URL with a path is kept as given. */
export function apiRoot(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/api';
  return url.toString().replace(/\/$/, '');
}

function shortJson(value: unknown, max = 80): string {
  const text = JSON.stringify(value);
  if (text === undefined) return 'nothing';
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

type Issue = z.core.$ZodIssue;

/**
 * A union's failure (a lenient form such as `listOf`) comes back as one issue holding every
 * branch's issues: keep the branch that got furthest into the answer, so the report names the
 * field rather than "none of the forms". A failure at the union itself stays as it is.
 */
function flatten(issue: Issue, prefix: PropertyKey[] = []): Array<Issue & { at: PropertyKey[] }> {
  const at = [...prefix, ...issue.path];
  if (issue.code === 'invalid_union' && 'errors' in issue && issue.errors.length) {
    const depth = (branch: Issue[]) => Math.max(0, ...branch.map((entry) => entry.path.length));
    const best = issue.errors.reduce((a, b) => (depth(b) > depth(a) ? b : a));
    if (depth(best) > 0) return best.flatMap((entry) => flatten(entry, at));
  }
  return [{ ...issue, at }];
}

/** What a union branch wanted at its root: `number`, `array`, `string matching /…/`. */
function branchExpects(branch: Issue[]): string {
  const issue = branch.find((entry) => entry.path.length === 0) ?? branch[0];
  if (!issue) return '?';
  if (issue.code === 'invalid_type') return issue.expected;
  if (issue.code === 'invalid_format' && 'pattern' in issue) return `string matching ${String(issue.pattern)}`;
  return issue.path.length ? `object with ${issue.path.map(String).join('.')}` : issue.message;
}

/** Zod issues as "path: what differs", the first three. */
export function describeIssues(error: z.core.$ZodError, data: unknown): string {
  return error.issues
    .flatMap((issue) => flatten(issue))
    .slice(0, 3)
    .map((issue) => {
      let value: unknown = data;
      for (const key of issue.at) value = (value as Record<PropertyKey, unknown> | undefined)?.[key];
      const where = issue.at.length ? issue.at.map(String).join('.') : '(answer)';
      const got = value === undefined ? 'missing' : `got ${shortJson(value, 40)}`;
      const expected =
        issue.code === 'invalid_union' && 'errors' in issue
          ? `expected one of: ${issue.errors.map(branchExpects).join(' | ')}`
          : issue.message;
      return `${where}: ${got} (${expected})`;
    })
    .join('; ');
}

type Def = {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  options?: z.core.$ZodType[];
};
const defOf = (schema: z.core.$ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Walks an answer alongside its schema and collects the lenient forms it used: numbers sent as
 * decimal strings (`numeric`), by field path.
 */
export function numericStrings(schema: z.core.$ZodType, data: unknown, path = '', out = new Set<string>()): Set<string> {
  if (data === undefined || data === null) return out;
  if (schema === numeric) {
    if (typeof data === 'string') out.add(path || '(answer)');
    return out;
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
    case 'readonly':
      return numericStrings(def.innerType as z.core.$ZodType, data, path, out);
    case 'pipe':
      return numericStrings(def.in as z.core.$ZodType, data, path, out);
    case 'object':
      for (const [key, field] of Object.entries(def.shape ?? {}))
        numericStrings(field, (data as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out);
      return out;
    case 'array':
      if (Array.isArray(data)) for (const item of data.slice(0, 20)) numericStrings(def.element as z.core.$ZodType, item, `${path}[]`, out);
      return out;
    case 'union': {
      const option = def.options?.find((candidate) => safeParse(candidate, data).success);
      return option ? numericStrings(option, data, path, out) : out;
    }
    default:
      return out;
  }
}

/** The list form of an answer whose schema is `listOf(...)`, else undefined. */
export function listForm(schema: z.core.$ZodType, data: unknown): 'array' | 'paginated' | undefined {
  const def = defOf(schema);
  if (def.type !== 'union' || def.options?.length !== 2) return undefined;
  const [plain, paged] = def.options.map(defOf);
  if (plain?.type !== 'array' || paged?.type !== 'pipe') return undefined;
  if (Array.isArray(data)) return 'array';
  if (data && typeof data === 'object' && Array.isArray((data as { results?: unknown }).results)) return 'paginated';
  return undefined;
}

function formOf(call: ContractCall, data: unknown): string | undefined {
  if (!call.answer) return undefined;
  const parts: string[] = [];
  const list = listForm(call.answer, data);
  if (list) parts.push(list);
  if (call.id === 'searchGalaxy') parts.push(Array.isArray(data) ? 'array' : '{systems}');
  const strings = [...numericStrings(call.answer, data)];
  if (strings.length) parts.push(`numbers as strings: ${strings.slice(0, 3).join(', ')}${strings.length > 3 ? '…' : ''}`);
  return parts.length ? parts.join('; ') : undefined;
}

/** Runs the check. Never throws for a backend's fault: every problem becomes a row. */
export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const started = performance.now();
  const root = apiRoot(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const rows: CheckRow[] = [];
  const forms: Record<string, string> = {};
  const ctx: WalkContext = {};
  const covered = new Set<string>();
  let access: string | undefined;
  let refresh: string | undefined;

  async function send(
    method: string,
    path: string,
    input: CallInput = {},
    token: string | null | undefined = access,
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    // `null` sends no token (an explicit `undefined` would fall back to the default)
    const url = new URL(`${root}${fillPath(path, input.params)}`);
    for (const [key, value] of Object.entries(input.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (input.body !== undefined) headers['Content-Type'] = 'application/json';
    const t0 = performance.now();
    try {
      const response = await fetch(url, {
        method: method.toUpperCase(),
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      let body: unknown = undefined;
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      return { status: response.status, body, ms: Math.round(performance.now() - t0), headers: response.headers };
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `no answer in ${timeoutMs / 1000} s`
          : `no answer (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})`;
      return { status: null, body: undefined, ms: Math.round(performance.now() - t0), error: reason };
    }
  }

  const label = (call: ContractCall) => `${call.method.toUpperCase()} ${call.path}`;
  const find = (id: string) => contractCalls.find((call) => call.id === id) as ContractCall;
  const row = (entry: Omit<CheckRow, 'ms'> & { ms?: number | null }) => rows.push({ ms: null, ...entry });

  /**
   * A refusal the client must be able to show: one of `statuses`, with a body in which the
   * call's rule finds a message.
   */
  function expectRefusal(call: string, id: string, answer: Answer, statuses: number[], rule: MessageExtractor) {
    const text = rule(answer.body);
    const problem = !statuses.includes(answer.status ?? 0)
      ? `expected ${statuses.join(' or ')}, got ${answer.status ?? answer.error}`
      : text
        ? undefined
        : `error body has no message in ${errorFields(rule).join('/')}: ${shortJson(answer.body)}`;
    row({
      call,
      id,
      status: answer.status,
      ms: answer.ms,
      result: problem ? 'invalid' : 'valid',
      detail: problem ?? `${answer.status} shows "${text}"`,
    });
  }

  /** Sends one call of the table and validates its answer; returns the parsed answer when valid. */
  async function exercise(call: ContractCall, input: CallInput | undefined, note = ''): Promise<unknown> {
    if (!input) {
      row({
        call: label(call),
        id: call.id,
        status: null,
        result: 'skipped',
        detail: 'no id to use: an earlier answer was empty or failed',
      });
      return undefined;
    }
    covered.add(call.id);
    const answer = await send(call.method, call.path, input, call.auth === false ? null : access);
    const base = { call: label(call), id: call.id, status: answer.status, ms: answer.ms };
    if (answer.status === null) {
      row({ ...base, result: 'invalid', detail: answer.error ?? 'no answer' });
      return undefined;
    }
    if (answer.status < 200 || answer.status >= 300) {
      const message = call.errorRule(answer.body);
      row({ ...base, result: 'invalid', detail: `HTTP ${answer.status}${message ? `: ${message}` : ` ${shortJson(answer.body)}`}` });
      return undefined;
    }
    if (!call.answer) {
      row({ ...base, result: 'valid', detail: note || 'answer not read by the client' });
      return answer.body;
    }
    const parsed = safeParse(call.answer, answer.body);
    if (!parsed.success) {
      row({ ...base, result: 'invalid', detail: describeIssues(parsed.error, answer.body) });
      return undefined;
    }
    const form = formOf(call, answer.body);
    if (form) forms[call.id] = form;
    row({ ...base, result: 'valid', detail: note, ...(form ? { form } : {}) });
    call.learn?.(parsed.data, ctx);
    return parsed.data;
  }

  // ── Probes and login ──────────────────────────────────────────────────────────────────────
  const loginCall = find('login');
  await exercise(find('probeAuth'), {}, 'start-up probe: any answer will do');
  const probe = await send('post', loginCall.path, { body: {} }, null);
  covered.add('login');
  row({
    call: `${label(loginCall)} {}`,
    id: 'loginProbe',
    status: probe.status,
    ms: probe.ms,
    result: probe.status === 400 ? 'valid' : 'invalid',
    detail:
      probe.status === 400
        ? 'start-up probe: 400 means available'
        : `the start-up probe expects 400 for an empty body${probe.error ? ` (${probe.error})` : ''}`,
  });
  const wrong = await send('post', loginCall.path, { body: { username: options.user, password: `${options.password}-wrong` } }, null);
  expectRefusal(`${label(loginCall)} (wrong password)`, 'loginRefused', wrong, [400, 401], loginCall.errorRule);

  const login = await send('post', loginCall.path, { body: { username: options.user, password: options.password } }, null);
  const session = loginResponseSchema.safeParse(login.body);
  if (login.status !== 200 || !session.success) {
    const detail =
      login.status === null
        ? (login.error ?? 'no answer')
        : login.status !== 200
          ? `HTTP ${login.status}: ${loginCall.errorRule(login.body) ?? shortJson(login.body)}`
          : describeIssues((session as { error: z.core.$ZodError }).error, login.body);
    row({
      call: label(loginCall),
      id: 'login',
      status: login.status,
      ms: login.ms,
      result: 'invalid',
      detail: `${detail}; nothing else can be checked`,
    });
    return finish();
  }
  access = session.data.access;
  refresh = session.data.refresh;
  ctx.username = session.data.user.username ?? options.user;
  row({ call: label(loginCall), id: 'login', status: login.status, ms: login.ms, result: 'valid', detail: '' });

  // ── A call without a token must be refused with a readable body ──────────────────────────
  const firstRead = find('getOwnPlanets');
  const anonymous = await send(firstRead.method, firstRead.path, { query: { owner: 'me' } }, null);
  expectRefusal(`${label(firstRead)} (no token)`, 'unauthorized', anonymous, [401], extractors.standard);

  // ── Every read call ──────────────────────────────────────────────────────────────────────
  for (const call of contractCalls) {
    if (call.kind !== 'read' || call.id === 'probeAuth') continue;
    await exercise(call, call.sample?.(ctx));
  }

  // ── An error body of a missing resource ──────────────────────────────────────────────────
  const messageCall = find('getMessage');
  const missing = await send(messageCall.method, messageCall.path, { params: { id: 2_147_483_000 } });
  expectRefusal(`${label(messageCall)} (missing id)`, 'notFound', missing, [404], messageCall.errorRule);

  // ── CORS for an app on another origin (only with `origin`) ─────────────────────────────
  if (options.origin) {
    const origin = new URL(options.origin).origin;
    const profile = find('updateProfile');
    const preflight = await send('options', profile.path, {}, null, {
      Origin: origin,
      'Access-Control-Request-Method': 'PATCH',
      'Access-Control-Request-Headers': 'authorization,content-type',
    });
    const refusedCall = await send(firstRead.method, firstRead.path, { query: { owner: 'me' } }, null, { Origin: origin });
    const problems = [
      ...(preflight.status !== null && preflight.status >= 200 && preflight.status < 300
        ? []
        : [`preflight answered ${preflight.status ?? preflight.error}`]),
      ...corsProblems(preflight.headers, origin, { method: 'PATCH', headers: ['authorization', 'content-type'] }).map(
        (problem) => `preflight: ${problem}`,
      ),
      ...corsProblems(refusedCall.headers, origin).map((problem) => `401 answer: ${problem}`),
    ];
    row({
      call: `OPTIONS ${profile.path} + 401 from ${origin}`,
      id: 'cors',
      status: preflight.status,
      ms: preflight.ms + refusedCall.ms,
      result: problems.length ? 'invalid' : 'valid',
      detail: problems.length ? problems.join('; ') : 'preflight and error answers let the app read them',
    });
  }

  // ── Write calls, each undone ─────────────────────────────────────────────────────────────
  const writes = contractCalls.filter((call) => call.kind === 'write');
  if (options.write) {
    const user = session.data.user;
    const keep = {
      display_name: user.display_name ?? undefined,
      empire_name: user.empire_name ?? undefined,
      timezone: user.timezone ?? undefined,
      language: user.language ?? undefined,
    };
    await exercise(
      find('updateProfile'),
      { body: Object.fromEntries(Object.entries(keep).filter(([, value]) => value !== undefined)) },
      'sent the current values back',
    );
    const created = await exercise(find('createNotification'), find('createNotification').sample?.(ctx));
    if (created) {
      await exercise(find('markNotificationsShown'), find('markNotificationsShown').sample?.(ctx));
      await exercise(find('markNotificationRead'), find('markNotificationRead').sample?.(ctx));
      await exercise(find('deleteNotification'), find('deleteNotification').sample?.(ctx), 'removed the notification the check created');
    }
    const action = find('messageAction');
    if (ctx.messageId === undefined) {
      row({ call: label(action), id: action.id, status: null, result: 'skipped', detail: 'no message in the inbox to star and unstar' });
    } else {
      await exercise(action, { body: { action: 'star', message_ids: [ctx.messageId] } }, 'starred a message');
      await exercise(action, { body: { action: 'unstar', message_ids: [ctx.messageId] } }, 'unstarred it again');
    }
    for (const call of writes)
      if (
        !covered.has(call.id) &&
        call.sample &&
        !['createNotification', 'markNotificationsShown', 'markNotificationRead', 'deleteNotification'].includes(call.id)
      )
        await exercise(call, call.sample(ctx), 'idempotent');
  } else {
    for (const call of writes)
      row({
        call: label(call),
        id: call.id,
        status: null,
        result: 'not run',
        detail: 'a write call: run with --write against a sandbox account',
      });
  }
  for (const call of contractCalls.filter((entry) => entry.kind === 'irreversible')) {
    row({ call: label(call), id: call.id, status: null, result: 'not run', detail: 'writes for good: not exercised' });
  }

  // ── 401 → refresh → repeat ───────────────────────────────────────────────────────────────
  const refreshCall = find('refreshToken');
  const counts = find('getNotificationCounts');
  // A token no backend issued stands for an expired one (expiry cannot be forced from outside).
  const refused = await send(counts.method, counts.path, {}, 'contract-check.invalid.token');
  if (refused.status !== 401) {
    row({
      call: `${label(counts)} (bad token)`,
      id: 'refreshCycle',
      status: refused.status,
      ms: refused.ms,
      result: 'invalid',
      detail: `a refused token must answer 401 so the client refreshes; got ${refused.status ?? refused.error}`,
    });
  } else {
    covered.add(refreshCall.id);
    const renewed = await send(refreshCall.method, refreshCall.path, { body: { refresh } }, null);
    const parsed = refreshAnswerSchema.safeParse(renewed.body);
    if (renewed.status !== 200 || !parsed.success) {
      const detail =
        renewed.status !== 200
          ? `refresh answered ${renewed.status ?? renewed.error}: ${shortJson(renewed.body)}`
          : describeIssues((parsed as { error: z.core.$ZodError }).error, renewed.body);
      row({ call: label(refreshCall), id: 'refreshCycle', status: renewed.status, ms: renewed.ms, result: 'invalid', detail });
    } else {
      access = parsed.data.access;
      if (parsed.data.refresh) refresh = parsed.data.refresh;
      const retried = await send(counts.method, counts.path, {});
      const valid = retried.status === 200 && counts.answer !== undefined && safeParse(counts.answer, retried.body).success;
      row({
        call: `401 → ${label(refreshCall)} → retry`,
        id: 'refreshCycle',
        status: retried.status,
        ms: refused.ms + renewed.ms + retried.ms,
        result: valid ? 'valid' : 'invalid',
        detail: valid
          ? `new access token accepted${parsed.data.refresh ? '; refresh token rotated' : ''}`
          : `the repeated call with the new token answered ${retried.status ?? retried.error}`,
      });
    }
  }

  // ── Logout revokes the refresh token ─────────────────────────────────────────────────────
  const logoutCall = find('logout');
  covered.add(logoutCall.id);
  const out = await send(logoutCall.method, logoutCall.path, { body: { refresh } });
  const after = await send(refreshCall.method, refreshCall.path, { body: { refresh } }, null);
  const outOk = out.status !== null && out.status >= 200 && out.status < 300;
  const revoked = after.status === 401 || after.status === 400;
  row({
    call: `${label(logoutCall)} → refresh`,
    id: 'logoutRevokes',
    status: out.status,
    ms: out.ms + after.ms,
    result: outOk && revoked ? 'valid' : 'invalid',
    detail: !outOk
      ? `logout answered ${out.status ?? out.error}`
      : revoked
        ? `refresh after logout refused (${after.status})`
        : `the refresh token still works after logout (refresh answered ${after.status ?? after.error})`,
  });

  // ── Refresh reuse: grace, then family revocation (docs/backend.md §5) ────────────────────
  await checkRefreshReuse();

  return finish();

  /** A fresh login's refresh token, rotated once: `[used, successor]`, or undefined (row written). */
  async function rotatedPair(): Promise<[string, string] | undefined> {
    const again = await send('post', loginCall.path, { body: { username: options.user, password: options.password } }, null);
    const used = loginResponseSchema.safeParse(again.body).data?.refresh;
    const first = used ? await send(refreshCall.method, refreshCall.path, { body: { refresh: used } }, null) : undefined;
    const successor = first && refreshAnswerSchema.safeParse(first.body).data?.refresh;
    if (used && successor) return [used, successor];
    row({
      call: label(refreshCall),
      id: 'refreshGrace',
      status: first?.status ?? again.status,
      result: used && first?.status === 200 ? 'skipped' : 'invalid',
      detail:
        used && first?.status === 200
          ? 'the backend does not rotate refresh tokens: no reuse to check'
          : 'a fresh login and refresh failed',
    });
    return undefined;
  }

  async function checkRefreshReuse(): Promise<void> {
    const pair = await rotatedPair();
    if (!pair) return;
    const [used, successor] = pair;
    const replay = await send(refreshCall.method, refreshCall.path, { body: { refresh: used } }, null);
    const replayed = refreshAnswerSchema.safeParse(replay.body).data;
    const same = replay.status === 200 && replayed?.refresh === successor;
    row({
      call: `${label(refreshCall)} (used token again)`,
      id: 'refreshGrace',
      status: replay.status,
      ms: replay.ms,
      result: same ? 'valid' : 'invalid',
      detail: same
        ? 'within the grace the used token answers the same successor (a reloaded tab stays signed in)'
        : `the used token sent again at once must answer 200 with the same successor; got ${replay.status ?? replay.error}${replayed?.refresh ? ' with another refresh token' : ''}`,
    });
    if (options.reuseWaitS === undefined) {
      row({
        call: `${label(refreshCall)} (replay after the grace)`,
        id: 'refreshReuse',
        status: null,
        result: 'skipped',
        detail: "pass --reuse-wait S (the backend's grace + 1 s) to check that a replay revokes the family",
      });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, options.reuseWaitS! * 1000));
    const late = await send(refreshCall.method, refreshCall.path, { body: { refresh: used } }, null);
    const heir = await send(refreshCall.method, refreshCall.path, { body: { refresh: successor } }, null);
    const refused = (status: number | null) => status === 401 || status === 400;
    const revoked = refused(late.status) && refused(heir.status);
    row({
      call: `${label(refreshCall)} (replay after the grace)`,
      id: 'refreshReuse',
      status: late.status,
      ms: late.ms + heir.ms,
      result: revoked ? 'valid' : 'invalid',
      detail: revoked
        ? 'a replay after the grace is refused and revokes the successor (reuse detection)'
        : `after the grace the replay answered ${late.status ?? late.error} and its successor ${heir.status ?? heir.error}; both must be refused`,
    });
  }

  function finish(): CheckReport {
    summariseForms();
    const tally: Record<RowResult, number> = { valid: 0, invalid: 0, skipped: 0, 'not run': 0 };
    for (const entry of rows) tally[entry.result] += 1;
    return {
      baseUrl: root,
      ok: tally.invalid === 0,
      durationMs: Math.round(performance.now() - started),
      counts: tally,
      callsCovered: covered.size,
      callsInContract: contractCalls.length,
      rows,
      forms,
    };
  }

  /** The forms the backend answers where the spec allows alternatives, named the way a backend team reads them. */
  function summariseForms() {
    const passed = (id: string) => rows.some((entry) => entry.id === id && entry.result === 'valid');
    const optimised = passed('getOptimizedPlanetResources');
    const legacy = passed('getLegacyPlanetResources');
    forms.resourceForm = optimised
      ? `optimised (stock at server_time, per second)${legacy ? '; the legacy form answers too' : ''}: the client uses the optimised form`
      : legacy
        ? 'legacy only (per hour, defaults for missing capacity): the client falls back to it'
        : 'neither resource form answered';
    const lists = Object.entries(forms).filter(([, form]) => /^(array|paginated)/.test(form));
    const paginated = lists.filter(([, form]) => form.startsWith('paginated')).map(([key]) => key);
    forms.listForm = !lists.length
      ? 'no list answered'
      : paginated.length === 0
        ? 'plain arrays'
        : paginated.length === lists.length
          ? 'paginated {results}'
          : `mixed: paginated in ${paginated.join(', ')}`;
    const debris = ['getNearbyDebris', 'getDebrisFields', 'getDebrisField'].map(
      (id) => `${id}: ${passed(id) ? (forms[id] ?? (id === 'getDebrisField' ? 'object, numbers' : 'numbers')) : 'failed or skipped'}`,
    );
    forms.debris = debris.join('; ');
  }
}

/** The table as text: call, status, result, latency, detail/form. */
export function formatTable(report: CheckReport): string {
  const head = ['Call', 'Status', 'Result', 'ms', 'Detail / form'];
  const body = report.rows.map((entry) => [
    entry.call,
    entry.status === null ? '—' : String(entry.status),
    entry.result === 'valid' ? '✓ valid' : entry.result === 'invalid' ? '✗ INVALID' : entry.result,
    entry.ms === null ? '—' : String(entry.ms),
    [entry.detail, entry.form ? `[${entry.form}]` : ''].filter(Boolean).join(' '),
  ]);
  const widths = head.map((title, column) =>
    Math.max(title.length, ...body.slice().map((line) => (column === 4 ? 0 : (line[column] as string).length))),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 4 ? cell : cell.padEnd(widths[column] as number)))
      .join('  ')
      .trimEnd();
  const out = [line(head), line(widths.map((width, column) => (column === 4 ? '─'.repeat(13) : '─'.repeat(width)))), ...body.map(line)];
  out.push('');
  out.push('Answer forms this backend uses:');
  out.push(`  lists:     ${report.forms.listForm}`);
  out.push(`  resources: ${report.forms.resourceForm}`);
  out.push(`  debris:    ${report.forms.debris}`);
  if (report.forms.searchGalaxy) out.push(`  search:    ${report.forms.searchGalaxy}`);
  out.push('');
  const { valid, invalid, skipped } = report.counts;
  out.push(
    `${report.ok ? 'PASS' : 'FAIL'}: ${valid} valid, ${invalid} invalid, ${skipped} skipped, ${report.counts['not run']} not run; ${report.callsCovered} of ${report.callsInContract} calls exercised in ${(report.durationMs / 1000).toFixed(1)} s against ${report.baseUrl}`,
  );
  return out.join('\n');
}
