import { useEffect, useState } from 'react';

/**
 * The UI's one debounce, so inputs wait alike: `value` once it has stopped changing for
 * `delayMs`. The first render returns `value` itself; every later change restarts the wait.
 * Values are compared with `Object.is`, so pass a primitive (a string, a JSON text) or a
 * memoised object.
 * @param value what to debounce
 * @param delayMs quiet time in milliseconds
 * @returns the last value that stayed unchanged for `delayMs`
 */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
