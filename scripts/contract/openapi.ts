/**
 * Builds the OpenAPI 3.1 document of the `/api` contract from the api-client's call table (through
 * `calls.ts`, which adds the probes' expected statuses).
 * Answers and bodies are the api-client's zod schemas through zod 4's `z.toJSONSchema` (answers
 * as the server sends them, `io: 'input'`: a `numeric` is "number or decimal string", a list is
 * "array or `{results}`"), one component per named schema.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { idSchema, numeric } from '@imperio/api-client/schemas/index';
import { config } from '@imperio/api-client/config';
import { errorFields, pathParams, tableCalls, type ContractCall } from './calls';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
type Json = Record<string, unknown>;

/** The Spanish and English catalogue text of an i18n key such as `errors:planets.list`. */
function catalogueText(key: string, locale: 'es' | 'en'): string | undefined {
  const [ns, path] = key.split(':') as [string, string];
  const file = join(root, 'packages', 'ui', 'src', 'i18n', locale, `${ns}.json`);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const part of path.split('.')) node = (node as Json | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Removes what a component must not repeat (`$schema`, `$id`, zod's `id`). */
function clean(schema: Json): Json {
  const { $schema: _s, $id: _i, id: _id, ...rest } = schema;
  return rest;
}

function ref(name: string): Json {
  return { $ref: `#/components/schemas/${name}` };
}

const errorBody = {
  type: 'object',
  description:
    "An error answer. The client reads the call's `x-error-message-fields` in order (a field holding a list gives its first entry, as Django REST field errors do) and shows that text; with none, it shows the catalogue default (`x-error-fallback`).",
  properties: {
    detail: { type: 'string' },
    message: { type: 'string' },
    error: { type: 'string' },
    non_field_errors: { type: 'array', items: { type: 'string' } },
  },
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }, {}] },
};

function operation(call: ContractCall, bodyName: string | undefined): Json {
  const parameters: Json[] = pathParams(call.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: ['integer', 'string'] },
  }));
  if (call.query) {
    const query = z.toJSONSchema(call.query, { io: 'input', unrepresentable: 'any' }) as Json;
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries(query.properties as Record<string, Json>)) {
      const { description, ...rest } = schema;
      parameters.push({ name, in: 'query', required: required.has(name), ...(description ? { description } : {}), schema: rest });
    }
  }
  const fields = errorFields(call.errorRule);
  const fallback = { key: call.fallbackKey, es: catalogueText(call.fallbackKey, 'es'), en: catalogueText(call.fallbackKey, 'en') };
  const errorDescription = `Error body; the message is read from ${fields.map((field) => `\`${field}\``).join(', then ')}, else the client shows "${fallback.es}"`;
  const responses: Json = {
    '200': call.answer
      ? { description: 'The answer', content: { 'application/json': { schema: ref(call.answerName as string) } } }
      : { description: 'Any 2xx; the client does not read the answer' },
  };
  for (const [status, meaning] of Object.entries(call.expectedStatuses ?? {})) {
    responses[status] = { description: meaning, content: { 'application/json': { schema: ref('ErrorBody') } } };
  }
  if (call.auth !== false) {
    responses['401'] = {
      description:
        'Access token missing or expired: the client refreshes once (POST /auth/token/refresh/) and repeats the call; if the refresh fails the session ends',
      content: { 'application/json': { schema: ref('ErrorBody') } },
    };
  }
  responses.default = { description: errorDescription, content: { 'application/json': { schema: ref('ErrorBody') } } };
  return {
    operationId: call.id,
    tags: [call.tag],
    summary: call.summary,
    ...(call.auth === false ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(bodyName ? { requestBody: { required: true, content: { 'application/json': { schema: ref(bodyName) } } } } : {}),
    responses,
    'x-error-message-fields': fields,
    'x-error-fallback': fallback,
    'x-check': call.kind,
  };
}

/**
 * The whole document, deterministic: paths and components sorted by name, everything else in
 * the order of the call table.
 * @throws Error when two different schemas claim one component name
 */
export function buildOpenApi(): Json {
  const registry = z.registry<{ id: string }>();
  const named = new Map<string, z.core.$ZodType>();
  const name = (schema: z.core.$ZodType, id: string) => {
    const known = named.get(id);
    if (known && known !== schema) throw new Error(`two schemas named ${id}`);
    if (!known) {
      named.set(id, schema);
      registry.add(schema, { id });
    }
  };
  name(numeric, 'Numeric');
  name(idSchema, 'Id');
  const bodyNames = new Map<ContractCall, string>();
  for (const call of tableCalls) {
    if (call.answer) name(call.answer, call.answerName ?? `${capitalise(call.id)}Answer`);
    if (call.body) {
      const bodyName = `${capitalise(call.id)}Body`;
      name(call.body, bodyName);
      bodyNames.set(call, bodyName);
    }
  }
  const generated = z.toJSONSchema(registry, { io: 'input', unrepresentable: 'any', uri: (id) => `#/components/schemas/${id}` }) as {
    schemas: Record<string, Json>;
  };
  const schemas: Record<string, Json> = { ErrorBody: errorBody };
  for (const key of Object.keys(generated.schemas).sort()) schemas[key] = clean(generated.schemas[key] as Json);

  const paths: Record<string, Json> = {};
  for (const call of [...tableCalls].sort((a, b) => a.path.localeCompare(b.path))) {
    paths[call.path] ??= {};
    (paths[call.path] as Json)[call.method] = operation(call, bodyNames.get(call));
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Imperio /api contract',
      version: '1',
      description: [
        'Every call the Imperio client makes, generated from packages/api-client (the call table in src/calls/, the zod schemas, the error rules) by `pnpm contract`.',
        'Check a backend against it with `pnpm contract:check <base-url> --user U --password P` (docs/backend.md).',
        '',
        'Tolerance: a *list* may be a plain array or a paginated `{count, next, previous, results}`; a `Numeric` may be a number or a decimal string; fields not required may be missing or null.',
        `Time-out: ${config.api.timeoutMs / 1000} s per request, ${config.api.probeTimeoutMs / 1000} s for the start-up probes. JSON bodies; trailing slashes as written.`,
      ].join('\n'),
    },
    servers: [{ url: config.api.prefix, description: 'Same origin as the app (or proxied to IMPERIO_API_URL)' }],
    security: [{ bearer: [] }],
    tags: [...new Set(tableCalls.map((call) => call.tag))].map((tag) => ({ name: tag })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'POST /auth/login/ answers `{user, access, refresh}`. Every other call (but the probe and refresh) sends `Authorization: Bearer <access>`. On a 401 the client posts `{refresh}` to /auth/token/refresh/ once (shared by concurrent requests), stores the new `access` (and a rotated `refresh` if sent) and repeats the call. POST /auth/logout/ `{refresh}` must revoke that refresh token.',
          'x-refresh-url': '/auth/token/refresh/',
          'x-logout-url': '/auth/logout/',
        },
      },
      schemas,
    },
  };
}

/** The document as written to docs/openapi.json (2-space JSON and a final newline). */
export function openApiText(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}
