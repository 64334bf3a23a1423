import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Spinner } from '../Spinner';

/** The part of a TanStack Query result `<QueryState>` reads. */
export interface QueryLike<TData> {
  data: TData | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

export interface QueryStateProps<TData> {
  /** A `useQuery` result (or anything with `data`, `error`, `isPending`, `refetch`). */
  query: QueryLike<TData>;
  /** The spinner's label while nothing has loaded yet ('Cargando…'). */
  loadingLabel: string;
  /** The readable error for a failed load (usually `useErrorText()(error, key)`). */
  errorText: (error: unknown) => ReactNode;
  /** Whether the loaded data counts as empty; then `empty` shows instead of the children. */
  isEmpty?: (data: TData) => boolean;
  /** What an empty result shows (an `<EmptyState>`). */
  empty?: ReactNode;
  /** The loaded view. */
  children: (data: TData) => ReactNode;
}

/**
 * The one loading / error-with-retry / empty / loaded switch every screen's list uses: a spinner
 * until the first answer, an error box with 'Reintentar' (one refetch per press) when the load
 * failed and nothing is cached, the `empty` block for an empty answer, else `children(data)`.
 * A failed background refetch keeps showing the cached data with the error box above it.
 */
export function QueryState<TData>({ query, loadingLabel, errorText, isEmpty, empty, children }: QueryStateProps<TData>) {
  const { t } = useTranslation('common');
  const retry = (
    <Button size="sm" onClick={() => void query.refetch()}>
      {t('retry')}
    </Button>
  );
  const error = query.error ? <Alert action={retry}>{errorText(query.error)}</Alert> : null;
  if (query.data === undefined) {
    if (error) return error;
    return query.isPending ? <Spinner label={loadingLabel} /> : null;
  }
  const body = isEmpty?.(query.data) ? (empty ?? null) : children(query.data);
  return (
    <>
      {error}
      {body}
    </>
  );
}
