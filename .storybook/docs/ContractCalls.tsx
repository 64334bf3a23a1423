import openapi from '../../docs/openapi.json';

type Schema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
};
interface Parameter {
  name: string;
  in: 'path' | 'query';
  required?: boolean;
  description?: string;
}
interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: Schema } } }>;
  'x-error-message-fields': string[];
  'x-error-fallback': { key: string; es?: string; en?: string };
  'x-check': 'read' | 'write' | 'irreversible' | 'auth';
}

const schemas = openapi.components.schemas as Record<string, Schema>;
const refName = (schema: Schema | undefined) => schema?.$ref?.split('/').pop();

/**
 * The top-level fields of a component, required ones marked with `*`; a lenient list (array or
 * `{results}`) is named with its item's fields.
 */
function fieldsOf(name: string | undefined): string {
  const schema = name ? schemas[name] : undefined;
  const item = schema?.anyOf?.[0]?.type === 'array' ? refName(schema.anyOf[0].items) : undefined;
  if (item) return `array or {results} of ${item}${fieldsOf(item) ? ` (${fieldsOf(item)})` : ''}`;
  if (!schema?.properties) return '';
  const required = new Set(schema.required ?? []);
  return Object.keys(schema.properties)
    .map((field) => (required.has(field) ? `${field}*` : field))
    .join(', ');
}

const checkLabel: Record<Operation['x-check'], string> = {
  read: 'every run',
  write: 'with --write (undone)',
  irreversible: 'never (writes for good)',
  auth: 'session cycle',
};

/**
 * Every call of docs/openapi.json (the generated contract, `pnpm contract`), grouped by tag:
 * method, path, parameters, body and answer fields (required ones with `*`), the error fields the
 * client reads in order, the catalogue default, and whether `pnpm contract:check` exercises it.
 */
export function ContractCalls() {
  const operations: Array<{ method: string; path: string; operation: Operation }> = [];
  for (const [path, methods] of Object.entries(openapi.paths as unknown as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(methods)) operations.push({ method, path, operation });
  }
  const tags = openapi.tags.map((tag) => tag.name);
  return (
    <div>
      <p>
        {operations.length} calls in {tags.length} groups · OpenAPI {openapi.openapi} · <code>docs/openapi.json</code>
      </p>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`contract-${tag}`}>
          <h3 id={`contract-${tag}`}>{tag}</h3>
          <div style={{ overflowX: 'auto' }}>
            <table>
              <thead>
                <tr>
                  <th scope="col">Call</th>
                  <th scope="col">Query and body</th>
                  <th scope="col">Answer</th>
                  <th scope="col">Error message from</th>
                  <th scope="col">contract:check</th>
                </tr>
              </thead>
              <tbody>
                {operations
                  .filter(({ operation }) => operation.tags.includes(tag))
                  .map(({ method, path, operation }) => {
                    const answer = refName(operation.responses['200']?.content?.['application/json'].schema);
                    const body = refName(operation.requestBody?.content['application/json'].schema);
                    const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
                    return (
                      <tr key={`${method} ${path}`}>
                        <td>
                          <code>
                            {method.toUpperCase()} {path}
                          </code>
                          <br />
                          {operation.summary}
                          {operation.security?.length === 0 ? ' · no token' : ''}
                        </td>
                        <td>
                          {query.length ? (
                            <div>?{query.map((parameter) => `${parameter.name}${parameter.required ? '*' : ''}`).join(', ')}</div>
                          ) : null}
                          {body ? (
                            <div>
                              {body}: {fieldsOf(body)}
                            </div>
                          ) : null}
                        </td>
                        <td>{answer ? `${answer}${fieldsOf(answer) ? `: ${fieldsOf(answer)}` : ''}` : 'not read'}</td>
                        <td>
                          {operation['x-error-message-fields'].join(' → ')}
                          <br />«{operation['x-error-fallback'].es}»
                        </td>
                        <td>{checkLabel[operation['x-check']]}</td>
                      </tr>
                    );
                  })}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
