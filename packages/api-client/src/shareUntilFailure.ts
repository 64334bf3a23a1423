/**
 * Shares one call of `load` between all callers; a rejected promise is not kept, so the next
 * call tries again (a chunk that failed to download once must not fail every later use).
 * Used for the answer schemas and DOMPurify.
 * @returns a function that returns `load()`'s promise
 */
export function shareUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let shared: Promise<T> | undefined;
  return () =>
    (shared ??= load().catch((error: unknown) => {
      shared = undefined;
      throw error;
    }));
}
