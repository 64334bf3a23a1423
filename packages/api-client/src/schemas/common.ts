import '../zod-config';
import * as z from 'zod/mini';

/**
 * An id as backends send it, a number or a string of decimal digits, parsed once at the boundary
 * to a number: the client compares and stores ids as numbers only (`a.id === b.id`). A string
 * that is not a whole number fails the answer's parse.
 */
export const idSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, ctx) => {
    const id = typeof value === 'number' ? value : /^-?\d{1,16}$/.test(value.trim()) ? Number(value) : Number.NaN;
    if (Number.isSafeInteger(id)) return id;
    ctx.issues.push({ code: 'custom', message: 'not a whole-number id', input: value });
    return z.NEVER;
  }),
);
/** An id after parsing: always a number (see {@link idSchema}). */
export type Id = number;

/** A number that some backends send as a decimal string ("12.50"). Non-numbers fail. */
export const numeric = z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number))]);

/**
 * A list answer (spec p1 §7 "Common"): a plain array or a paginated `{results}` object.
 * Both parse to the plain array.
 * @param item the schema of one entry
 * @returns a schema whose output is the array of `item`'s outputs
 */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.union([
    z.array(item),
    z.pipe(
      z.object({ results: z.array(item) }),
      z.transform((page: { results: z.output<T>[] }) => page.results),
    ),
  ]);
}

/**
 * A paginated answer `{count, results}` whose count is kept (messages).
 * @param item the schema of one entry
 * @returns a schema of the whole page
 */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    count: z.int().check(z.nonnegative()),
    next: z.nullish(z.string()),
    previous: z.nullish(z.string()),
    results: z.array(item),
  });
}

/** `{success, message}`, the answer of several actions. */
export const actionResultSchema = z.looseObject({ success: z.optional(z.boolean()), message: z.optional(z.string()) });
export type ActionResult = z.infer<typeof actionResultSchema>;
