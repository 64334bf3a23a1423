import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

let generation = 0;

/**
 * Lets every chunk that failed so far be imported again at its next render. Call it when an
 * error boundary resets ('Reintentar', or the player navigates).
 */
export function retryFailedChunks(): void {
  generation++;
}

/**
 * `React.lazy` that can try again (after a redeploy): React keeps a failed import for good, so
 * an error boundary's 'Reintentar' would meet the same error forever. After a failure the
 * component keeps failing (the boundary shows, no import loop) until {@link retryFailedChunks}
 * is called; its next render then imports the chunk again.
 * @param load the dynamic import of a module whose default export is the component
 */
export function lazyWithRetry(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let failedAt: number | null = null;
  const make = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      load().catch((error: unknown) => {
        failedAt = generation;
        throw error;
      }),
    );
  let current = make();
  function Retryable() {
    if (failedAt !== null && failedAt !== generation) {
      failedAt = null;
      current = make();
    }
    return createElement(current);
  }
  return Retryable;
}
