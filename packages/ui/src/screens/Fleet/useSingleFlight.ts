import { useCallback, useRef } from 'react';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';

/**
 * One user intent, one request (no duplicate writes): wraps a mutation's `mutate` so calls made
 * while a request is in flight are ignored, including a second click or Enter that arrives
 * before React re-renders the disabled control (a ref flips synchronously; `isPending` only
 * after the next render).
 * @returns `mutate(variables, options)`; a call while one is in flight does nothing and returns false
 */
export function useSingleFlight<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
): (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => boolean {
  const busy = useRef(false);
  const { mutate, isPending } = mutation;
  return useCallback(
    (variables, options) => {
      if (busy.current || isPending) return false;
      busy.current = true;
      mutate(variables, {
        ...options,
        onSettled: (...args) => {
          busy.current = false;
          return options?.onSettled?.(...args);
        },
      });
      return true;
    },
    [mutate, isPending],
  );
}
