/**
 * An answer's way from the response to its caller, and the performance policy on that way
 * (docs/decisions/performance.md). Everything else in the client (the endpoints, the call table,
 * the screens) only names which schema an answer has; when the schema loads and when the answer
 * is parsed is decided here:
 *
 * - **Lazy schemas.** A call's schema may be a pick from the answer schemas (`(s) => s.x`),
 *   which load with the first answer to parse (`schemas/load.ts`, one module per task), so the
 *   shell's code holds no zod. Their chunk failing to load is a network failure of the call.
 * - **The answer turn.** Before an answer is parsed and handed over, the client awaits the turn
 *   the app installed with {@link setAnswerTurn}. The app's is a turn of React's scheduler at low
 *   priority (`apps/game/src/answerTurn.ts`): an answer landing between the slices of a
 *   time-sliced render changes a query the render has read, and React redoes the render
 *   synchronously in one long task (measured on the dashboard's load: 25-48 ms unthrottled,
 *   in 3 loads of 4). Without a turn, the answers that waited for the schemas take a 0 ms timer
 *   each (else they would all be parsed, and their queries drawn, in the one task where the
 *   schemas arrive: one long render of every screen's first data); the others none.
 */
import type * as z from 'zod/v4/core';
import { ApiError } from '../errors';
import { nextTask } from '../nextTask';
import { loadSchemas, schemasLoaded, type Schemas } from '../schemas/load';

/**
 * A zod schema, classic or `zod/mini`: both parse with their own `safeParse`, so this module
 * imports no zod code (the login route stays light).
 */
export type AnswerSchema = z.$ZodType & {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: unknown };
};

/** A schema, or how to pick it from {@link Schemas} once they have loaded: `(s) => s.planetListSchema`. */
export type SchemaRef<S extends AnswerSchema> = S | ((schemas: Schemas) => S);

let answerTurn: (() => Promise<void>) | undefined;

/**
 * Installs the turn every answer with a schema waits for before it is parsed and handed over
 * (the app: `apps/game/src/answerTurn.ts`); `undefined` removes it (each answer that waited for
 * the schemas then takes a 0 ms timer). The turn must resolve, never reject.
 */
export function setAnswerTurn(turn: (() => Promise<void>) | undefined): void {
  answerTurn = turn;
}

/**
 * Reads a successful response's body and parses it with `schema`, loading the answer schemas
 * first when `schema` is a pick from them, then waiting for the answer's turn.
 * @param response a 2xx response whose body has not been read
 * @param fallbackKey the call's catalogue default, for the errors
 * @returns the parsed answer
 * @throws ApiError kind `network` (the schemas' chunk failed to load) or `parse` (the body is not
 *   JSON or not of the schema's shape)
 */
export async function readAnswer<S extends AnswerSchema>(
  response: Response,
  schema: SchemaRef<S>,
  fallbackKey: string,
): Promise<z.output<S>> {
  const lazy = typeof schema === 'function';
  const waitsForSchemas = lazy && !schemasLoaded();
  const picked = lazy
    ? loadSchemas().then(schema, (cause: unknown) => {
        throw new ApiError({ kind: 'network', fallbackKey, cause });
      })
    : schema;
  const [text, answerSchema] = await Promise.all([response.text(), picked]);
  if (answerTurn) await answerTurn();
  else if (waitsForSchemas) await nextTask();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch (cause) {
    throw new ApiError({ kind: 'parse', status: response.status, body: text, fallbackKey, cause });
  }
  const parsed = answerSchema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError({ kind: 'parse', status: response.status, body: data, fallbackKey, cause: parsed.error });
  }
  return parsed.data as z.output<S>;
}
