import '../zod-config';
import { z } from 'zod';

/**
 * An id as backends send it, a number or a string of decimal digits, parsed once at the boundary
 * to a number: the client compares and stores ids as numbers only (`a.id === b.id`). A string
 * that is not a whole number fails the answer's parse.
 */
export const idSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const id = typeof value === 'number' ? value : /^-?\d{1,16}$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (Number.isSafeInteger(id)) return id;
  ctx.issues.push({ code: 'custom', message: 'not a whole-number id', input: value });
  return z.NEVER;
});
/** An id after parsing: always a number (see {@link idSchema}). */
export type Id = number;

/** A number that some backends send as a decimal string ("12.50"). Non-numbers fail. */
export const numeric = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/**
 * A list answer (spec p1 §7 "Common"): a plain array or a paginated `{results}` object.
 * Both parse to the plain array.
 */
export function listOf<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), z.object({ results: z.array(item) }).transform((page) => page.results)]);
}

/** A paginated answer `{count, results}` whose count is kept (messages). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullish(),
    previous: z.string().nullish(),
    results: z.array(item),
  });
}

/** `{success, message}`, the answer of several actions. */
export const actionResultSchema = z.object({ success: z.boolean().optional(), message: z.string().optional() }).loose();
export type ActionResult = z.infer<typeof actionResultSchema>;
