import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` that can try again: React keeps a failed import for good, so an error
 * boundary's 'Reintentar' would meet the same error forever. Here a failure swaps in a fresh
 * lazy component, and the next render imports the chunk again (issue 15 item 14).
 * @param load the dynamic import of a module whose default export is the component
 */
export function lazyWithRetry(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let current: LazyExoticComponent<ComponentType>;
  const attempt = () =>
    load().catch((error: unknown) => {
      current = lazy(attempt);
      throw error;
    });
  current = lazy(attempt);
  function Retryable() {
    return createElement(current);
  }
  return Retryable;
}
