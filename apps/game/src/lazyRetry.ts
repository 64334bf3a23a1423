import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

let generation = 0;

/**
 * Lets every chunk that failed so far be imported again at its next render. Call it when an
 * error boundary resets ('Reintentar', or the player navigates).
 */
export function retryFailedChunks(): void {
  generation++;
}

/** A lazily loaded component that can also be loaded ahead of its first render. */
export type PreloadableComponent = ComponentType & {
  /**
   * Starts importing the chunk (the same import the first render would make); once it is in,
   * the component renders at once, without suspending. Never rejects: a failure is met again,
   * and shown, by the render.
   */
  preload: () => Promise<void>;
};

/**
 * `React.lazy` that can try again (after a redeploy) and be loaded ahead. React keeps a failed
 * import for good, so an error boundary's 'Reintentar' would meet the same error forever. After a
 * failure the component keeps failing (the boundary shows, no import loop) until
 * {@link retryFailedChunks} is called; its next render then imports the chunk again.
 * Once the chunk has loaded (by a render or by `preload`) the component renders the module's
 * component directly: `React.lazy` suspends on its first render even when the module is already
 * in, and React then holds the boundary's fallback for at least 300 ms ('Cargando...' over the
 * dashboard for 300 ms after the shell's first paint on a returning player's start).
 * @param load the dynamic import of a module whose default export is the component
 */
export function lazyWithRetry(load: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  let failedAt: number | null = null;
  let loaded: ComponentType | null = null;
  const importChunk = () =>
    load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        failedAt = generation;
        throw error;
      },
    );
  const make = (): LazyExoticComponent<ComponentType> => lazy(importChunk);
  let current = make();
  function Retryable() {
    if (loaded) return createElement(loaded);
    if (failedAt !== null && failedAt !== generation) {
      failedAt = null;
      current = make();
    }
    return createElement(current);
  }
  return Object.assign(Retryable, {
    preload: () =>
      importChunk().then(
        () => undefined,
        () => undefined,
      ),
  });
}
