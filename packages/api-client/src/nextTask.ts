/**
 * Resolves on a later task (a 0 ms timer), so the browser can paint and handle input in between.
 * Used to spread work that would otherwise be one long task (blocking input). Never rejects.
 */
export const nextTask = (): Promise<void> => new Promise<void>((resolve) => setTimeout(resolve, 0));
